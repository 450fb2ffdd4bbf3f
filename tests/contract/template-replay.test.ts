// Acceptance of issue 12: every template operation, replayed exactly as the template's own front end sends it
// (KingSkrip/ProduccionERP-Front at 68560ca7; each fixture names its source file under src/app/), answers 200
// within the contract with the fields that code reads. Auth, top bar and user here, and what no real client
// sends; contacts, inventory and icons in template-replay-catalogues.test.ts, the apps in
// template-replay-apps.test.ts and template-replay-work.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody } from '../helpers/contract.ts';
import { replay } from '../helpers/replay.ts';

type Json = Record<string, unknown>;
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const DEMO = { email: 'fernandez.lucia@empresa.es', password: 'admin' };

describe('auth (core/auth/auth.service.ts and modules/auth/*)', () => {
  it('authSignIn: sign-in.component.ts sends the form value, rememberMe "" while unticked', async () => {
    for (const rememberMe of ['', null, true, false]) {
      const body = (await replay(api, 'authSignIn', {
        method: 'post',
        url: '/api/auth/sign-in',
        body: { ...DEMO, rememberMe },
      })) as Json;
      // auth.service.ts reads accessToken and user.
      expect(typeof body.accessToken).toBe('string');
      expect(body.user).toMatchObject({ email: DEMO.email });
    }
  });

  it('authSignInWithToken: auth.service.ts sends {accessToken} from localStorage', async () => {
    const { accessToken } = contractBody(await api.post('/api/auth/sign-in').send(DEMO), 'authSignIn');
    const body = (await replay(api, 'authSignInWithToken', {
      method: 'post',
      url: '/api/auth/sign-in-with-token',
      body: { accessToken },
    })) as Json;
    expect(typeof body.accessToken).toBe('string');
    expect(body.user).toBeDefined();
  });

  it('authSignUp: sign-up.component.ts sends {name, email, password, company, agreements}', async () => {
    const body = {
      name: 'Javier Ortega',
      email: 'ortega.javier@empresa.es',
      password: 'x1',
      company: '',
      agreements: true,
    };
    expect(await replay(api, 'authSignUp', { method: 'post', url: '/api/auth/sign-up', body })).toBe(true);
  });

  it('authUnlockSession: unlock-session.component.ts sends {email, password}', async () => {
    const body = (await replay(api, 'authUnlockSession', {
      method: 'post',
      url: '/api/auth/unlock-session',
      body: DEMO,
    })) as Json;
    expect(typeof body.accessToken).toBe('string');
  });

  it('authForgotPassword and authResetPassword: the service posts the bare string (text/plain)', async () => {
    // forgot-password.component.ts: forgotPassword(form email); reset-password.component.ts: resetPassword(password).
    await replay(api, 'authForgotPassword', { method: 'post', url: '/api/auth/forgot-password', body: DEMO.email });
    await replay(api, 'authResetPassword', { method: 'post', url: '/api/auth/reset-password', body: 'Nueva.2026' });
  });
});

describe('top bar (layout/common/*) and user (core/user/user.service.ts)', () => {
  it('navigationGet: core/navigation/navigation.service.ts', async () => {
    const body = (await replay(api, 'navigationGet', { method: 'get', url: '/api/common/navigation' })) as Json;
    expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
  });

  it('userGet and userUpdate: user.component.ts sends the whole user with a new status', async () => {
    const user = (await replay(api, 'userGet', { method: 'get', url: '/api/common/user' })) as Json;
    const body = (await replay(api, 'userUpdate', {
      method: 'patch',
      url: '/api/common/user',
      body: { user: { ...user, status: 'busy' } },
    })) as Json;
    expect(body).toMatchObject({ id: user.id, status: 'busy', name: user.name, avatar: user.avatar });
  });

  for (const feed of ['messages', 'notifications'] as const) {
    const singular = feed === 'messages' ? 'message' : 'notification';
    it(`${feed}: ${feed}.component.ts toggles read on the whole item; the service's other calls`, async () => {
      const url = `/api/common/${feed}`;
      const items = (await replay(api, `${feed}List`, { method: 'get', url })) as Json[];
      const first = items[0] as Json;
      const toggled = (await replay(api, `${feed}Update`, {
        method: 'patch',
        url,
        body: { id: first.id, [singular]: { ...first, read: !first.read } },
      })) as Json;
      expect(toggled).toMatchObject({ id: first.id, read: !first.read });
      const created = (await replay(api, `${feed}Create`, {
        method: 'post',
        url,
        body: { [singular]: { title: 'Revisión pendiente', description: 'Expediente 2026/014', read: false } },
      })) as Json;
      expect(typeof created.id).toBe('string');
      await replay(api, `${feed}Delete`, { method: 'delete', url, query: { id: String(created.id) } });
      expect(await replay(api, `${feed}MarkAllAsRead`, { method: 'get', url: `${url}/mark-all-as-read` })).toBe(true);
    });
  }

  it('messagesToggleReadStatus and notificationsToggleReadStatus: the mock API routes (no front-end call)', async () => {
    for (const [feed, singular] of [
      ['messages', 'message'],
      ['notifications', 'notification'],
    ] as const) {
      const [first] = (await api.get(`/api/common/${feed}`)).body as Json[];
      const body = (await replay(api, `${feed}ToggleReadStatus`, {
        method: 'post',
        url: `/api/common/${feed}/toggle-read-status`,
        body: { [singular]: { ...first, read: false } },
      })) as Json;
      expect(body).toMatchObject({ id: first?.id, read: false });
    }
  });

  it('shortcuts: shortcuts.component.ts sends the form after reset (id and description null)', async () => {
    const url = '/api/common/shortcuts';
    const list = (await replay(api, 'shortcutsList', { method: 'get', url })) as Json[];
    expect(list.every((shortcut) => typeof shortcut.useRouter === 'boolean')).toBe(true);
    const form = {
      id: null,
      label: 'Ayuda',
      description: null,
      icon: 'heroicons_outline:lifebuoy',
      link: '/apps/help-center',
      useRouter: true,
    };
    const created = (await replay(api, 'shortcutsCreate', { method: 'post', url, body: { shortcut: form } })) as Json;
    expect(typeof created.id).toBe('string');
    expect(created).not.toHaveProperty('description');
    // Editing: shortcutForm.reset(shortcut) fills every control; an absent description becomes null.
    const edited = { ...form, id: created.id, label: 'Centro de ayuda' };
    const updated = (await replay(api, 'shortcutsUpdate', {
      method: 'patch',
      url,
      body: { id: created.id, shortcut: edited },
    })) as Json;
    expect(updated).toMatchObject({ id: created.id, label: 'Centro de ayuda', link: '/apps/help-center' });
    // A description emptied in the form arrives as null: the stored shortcut loses it.
    const described = list.find((shortcut) => typeof shortcut.description === 'string');
    const cleared = (await replay(api, 'shortcutsUpdate', {
      method: 'patch',
      url,
      body: { id: described?.id, shortcut: { ...described, description: null } },
    })) as Json;
    expect(cleared).toMatchObject({ id: described?.id, label: described?.label });
    expect(cleared).not.toHaveProperty('description');
    const stored = ((await api.get(url)).body as Json[]).find((shortcut) => shortcut.id === described?.id);
    expect(stored).not.toHaveProperty('description');
    const removed = (await replay(api, 'shortcutsDelete', {
      method: 'delete',
      url,
      query: { id: String(created.id) },
    })) as Json;
    expect(removed.id).toBe(created.id);
  });

  it('searchQuery: search.component.ts posts {query}', async () => {
    const body = (await replay(api, 'searchQuery', {
      method: 'post',
      url: '/api/common/search',
      body: { query: 'tarea' },
    })) as { results?: Json[] };
    expect(Array.isArray(body.results ?? body)).toBe(true);
  });
});

describe('plain text keeps the signs people type', () => {
  it('a "<" or ">" in prose is stored as typed; markup stays refused, said in words', async () => {
    const note = (
      await api
        .post('/api/apps/notes')
        .send({ note: { id: null, title: 'Plazo < 30 días', content: 'Importe > 10.000 €\n<< ver anexo' } })
        .expect(200)
    ).body as Json;
    expect(note).toMatchObject({ title: 'Plazo < 30 días', content: 'Importe > 10.000 €\n<< ver anexo' });
    const shortcut = (
      await api
        .post('/api/common/shortcuts')
        .send({ shortcut: { label: 'Ofertas > 1 M€', description: '5<6', link: '/apps/notes' } })
        .expect(200)
    ).body as Json;
    expect(shortcut).toMatchObject({ label: 'Ofertas > 1 M€', description: '5<6' });

    const refused = await api
      .post('/api/apps/notes')
      .send({ note: { id: null, title: 'Hola', content: 'uno\n<b>dos</b>' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note.content' });
    expect((refused.body as Json).message).toMatch(/must be plain text/);
  });
});

describe('what no real client sends stays refused with a 400 naming the field', () => {
  it('HTML in text fields, non-numeric text in number inputs, unknown properties, wrong types, non-finite numbers', async () => {
    const product = (await api.post('/api/apps/ecommerce/inventory/product').send({})).body as Json;
    const cases: [string, string, unknown, string][] = [
      ['post', '/api/common/shortcuts', { shortcut: { label: '<b>Ayuda</b>', link: '/apps/notes' } }, 'shortcut.label'],
      [
        'patch',
        '/api/apps/notes',
        { updatedNote: { id: null, title: '<img src=x onerror=alert(1)>' } },
        'updatedNote.title',
      ],
      ['post', '/api/apps/mailbox/label', { label: { title: 'Bien', color: 'chartreuse' } }, 'label.color'],
      [
        'patch',
        '/api/apps/ecommerce/inventory/product',
        { id: product.id, product: { cost: '25 euros' } },
        'product.cost',
      ],
      [
        'patch',
        '/api/apps/ecommerce/inventory/product',
        { id: product.id, product: { colour: 'red' } },
        'product.colour',
      ],
      ['patch', '/api/apps/ecommerce/inventory/product', { id: product.id, product: { stock: true } }, 'product.stock'],
      ['post', '/api/auth/sign-in', { ...DEMO, rememberMe: 'yes' }, 'rememberMe'],
      ['post', '/api/apps/contacts/avatar', { id: 'x', avatar: { name: 'a.png' } }, 'avatar'],
    ];
    for (const [method, url, body, field] of cases) {
      const test = api.call(method as 'post' | 'patch', url);
      const response = url.endsWith('/avatar')
        ? await test.set('Content-Type', 'image/png').send(JSON.stringify(body))
        : await test.send(body as object);
      expect(response.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect((response.body as Json).field, JSON.stringify(response.body)).toBe(field);
    }
    const infinite = await api
      .patch('/api/apps/ecommerce/inventory/product')
      .set('Content-Type', 'application/json')
      .send(`{"id":"${String(product.id)}","product":{"weight":1e999}}`);
    expect(infinite.body).toMatchObject({ statusCode: 400, field: 'product.weight' });
  });
});
