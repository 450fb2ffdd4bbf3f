// The product's menu (`api/common/navigation`): four layouts, Spanish or English, accept/reject rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Item = Schema<'NavigationItem'>;
type Set = Record<'compact' | 'default' | 'futuristic' | 'horizontal', Item[]>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const byId = (set: Set, id: string) => flatten(set.default).find((item) => item.id === id);

describe('GET /api/common/navigation', () => {
  it('answers the four layouts in Spanish by default', async () => {
    const response = await api.get('/api/common/navigation');
    expectContract(response, 'navigationGet');
    const set = response.body as Set;
    expect(Object.keys(set).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    expect(byId(set, 'riesgos.evaluar')).toMatchObject({ title: 'Evaluar riesgo', link: '/evaluar', type: 'basic' });
    expect(set.default.filter((item) => item.type === 'divider')).toHaveLength(2);
  });

  it('answers English with ?lang=en or an English Accept-Language, and ?lang wins', async () => {
    const query = (await api.get('/api/common/navigation?lang=en')).body as Set;
    expect(byId(query, 'riesgos.evaluar')?.title).toBe('Assess risk');
    const header = (await api.get('/api/common/navigation').set('Accept-Language', 'en-GB,en;q=0.9')).body as Set;
    expect(byId(header, 'administracion.personas')?.title).toBe('People');
    const both = (await api.get('/api/common/navigation?lang=es').set('Accept-Language', 'en')).body as Set;
    expect(byId(both, 'administracion.personas')?.title).toBe('Personas');
    expectError(await api.get('/api/common/navigation?lang=fr'), 400, { field: 'lang' });
  });

  it('gives compact, futuristic and horizontal items a copy of the children of the default item with their id', async () => {
    const set = (await api.get('/api/common/navigation')).body as Set;
    const groups = new Map(set.default.map((item) => [item.id, item]));
    for (const variant of [set.compact, set.futuristic, set.horizontal]) {
      expect(variant.length).toBeGreaterThan(0);
      for (const item of variant) {
        expect(groups.has(item.id)).toBe(true);
        expect(item.children).toEqual(groups.get(item.id)?.children);
      }
    }
    expect(set.compact.every((item) => item.type === 'aside')).toBe(true);
  });

  it('returns every item with its accept or reject condition for the client to filter', async () => {
    const set = (await api.get('/api/common/navigation')).body as Set;
    expect(set.default.find((item) => item.id === 'riesgos')?.accept).toBe('riesgos');
    expect(byId(set, 'proyectos.tasks')?.accept).toBe('tareas');
    expect(byId(set, 'administracion.users')?.accept).toBe('usuarios:admin');
    expect(byId(set, 'inicio.welcome')?.accept).toBeUndefined();
  });

  it('carries the ids and fields the template front end reads (navigation.types.ts of the template)', async () => {
    const set = (await api.get('/api/common/navigation')).body as Set;
    // mailbox/sidebar.component.ts writes badge.title of apps.mailbox; tasks/list.component.ts the subtitle of
    // apps.tasks; languages.component.ts the titles of dashboards.project and dashboards.analytics.
    expect(byId(set, 'apps.mailbox')?.badge?.title).toMatch(/^\d+$/);
    for (const id of ['apps.tasks', 'dashboards.project', 'dashboards.analytics']) expect(byId(set, id)).toBeDefined();
    expect(byId(set, 'apps.help-center.home')).toMatchObject({ exactMatch: true, link: '/apps/help-center' });
    for (const link of ['/ui/icons', '/pages/profile', '/pages/settings']) {
      expect(flatten(set.default).some((item) => item.link === link)).toBe(true);
    }
  });

  it("badges the mail entry with the inbox's unread count, live", async () => {
    const own = await createApi();
    try {
      const folders = contractBody(await own.get('/api/apps/mailbox/folders'), 'mailboxListFolders');
      const unread = folders.find((folder) => folder.slug === 'inbox')?.count ?? 0;
      const set = (await own.get('/api/common/navigation')).body as Set;
      expect(byId(set, 'apps.mailbox')?.badge?.title).toBe(String(unread));
      const page = (await own.get('/api/apps/mailbox/mails?filter=unread')).body as {
        mails: { id: string; folder: string }[];
      };
      const inboxId = contractBody(await own.get('/api/apps/mailbox/folders'), 'mailboxListFolders').find(
        (folder) => folder.slug === 'inbox',
      )?.id;
      const mail = page.mails.find((candidate) => candidate.folder === inboxId);
      await own.patch('/api/apps/mailbox/mail').send({ id: mail?.id, mail: { unread: false } });
      const after = (await own.get('/api/common/navigation')).body as Set;
      expect(byId(after, 'apps.mailbox')?.badge?.title).toBe(String(unread - 1));
    } finally {
      await own.close();
    }
  });
});
