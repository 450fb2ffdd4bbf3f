// Issue 13, auth half, on a private app (its state is inspected, its default namespace reset):
// who may reset, passwords stored as scrypt hashes and never returned, the read-only guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/src/auth/passwords.ts';
import { baseUrl } from '../helpers/api.ts';
import { expectError } from '../helpers/contract.ts';
import { createLocalApp, type LocalApp } from '../helpers/local-app.ts';

let local: LocalApp;
beforeAll(async () => {
  local = await createLocalApp();
});
afterAll(() => local?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.skipIf(baseUrl !== undefined)('POST /api/mock/reset permission', () => {
  const reset = (headers: Record<string, string> = {}, payload?: string) =>
    local.request({ method: 'POST', url: '/api/mock/reset', headers, ...(payload === undefined ? {} : { payload }) });

  it('resets the shared default state only for staff', async () => {
    expectError(await reset(), 403, { code: 'FORBIDDEN', field: 'x-mock-session' });
    expectError(await reset(bearer((await local.signIn('web')).accessToken)), 403, { code: 'FORBIDDEN' });
    const staff = await reset(bearer((await local.signIn('admin')).accessToken));
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ namespace: 'default' });
  });

  it('lets a namespace be reset by its own client, without a token', async () => {
    const response = await reset({ 'x-mock-session': 'my-own' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ namespace: 'my-own' });
    expect((await reset({ 'x-mock-session': 'my-own', 'content-type': 'application/json' }, '{}')).status).toBe(200);
  });

  it('refuses what an HTML form can send: urlencoded, multipart and text bodies', async () => {
    const admin = bearer((await local.signIn('admin')).accessToken);
    const boundary = 'x0x0x0';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'a=1'],
      ['text/plain', 'a=1'],
      [`multipart/form-data; boundary=${boundary}`, multipart],
    ] as const) {
      for (const headers of [{ 'x-mock-session': 'form-target' }, admin]) {
        expectError(await reset({ ...headers, 'content-type': type }, body), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    }
  });
});

describe.skipIf(baseUrl !== undefined)('passwords', () => {
  const ns = { 'x-mock-session': 'passwords' };
  const stored = (collection: 'usuarios' | 'webusers', id: string) =>
    local.app.namespaces.get('passwords').node[collection]?.peek(id)?.password;

  it('stores a staff user created through the CRUD as a scrypt hash, and it signs in', async () => {
    const staff = bearer((await local.signIn('admin')).accessToken);
    const persona = (await local.request({ method: 'GET', url: '/api/node/personas', headers: { ...ns, ...staff } }))
      .body as { _id: string }[];
    const payload = {
      username: 'clave.nueva',
      email: 'clave.nueva@supervision.example',
      password: 'Clave.Nueva.2026',
      firstName: 'Clara',
      lastName: 'Núñez',
      personId: persona[0]?._id,
      roles: ['auditor'],
      moduleroles: [],
      status: 'active',
      language: 'es',
    };
    const created = await local.request({
      method: 'POST',
      url: '/api/node/usuarios',
      headers: { ...ns, ...staff },
      payload,
    });
    expect(created.status).toBe(200);
    expect(created.text).not.toContain('password');
    const id = (created.body as { _id: string })._id;
    expect(stored('usuarios', id)).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Clave.Nueva.2026', stored('usuarios', id))).toBe(true);
    const login = (password: string) =>
      local.request({
        method: 'POST',
        url: '/api/auth/admin/login',
        headers: ns,
        payload: { username: 'clave.nueva', password },
      });
    expect((await login('Clave.Nueva.2026')).status).toBe(200);
    expectError(await login('clave.nueva.2026'), 401, { code: 'INVALID_CREDENTIALS' });
  });

  it('hashes a sign-up and a password change, and never answers a password', async () => {
    const signUp = await local.request({
      method: 'POST',
      url: '/api/auth/web/signup',
      headers: ns,
      payload: {
        username: 'nueva.web',
        email: 'nueva.web@correo.example',
        password: 'Web.Clave.2026',
        firstName: 'Íñigo',
        lastName: 'Peña',
      },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.text).not.toContain('password');
    const id = (signUp.body as { user: { _id: string } }).user._id;
    expect(stored('webusers', id)).toMatch(/^scrypt\$/);
    const staff = bearer((await local.signIn('admin')).accessToken);
    const change = await local.request({
      method: 'PUT',
      url: `/api/node/webusers/${id}`,
      headers: { ...ns, ...staff },
      payload: { password: 'Otra.Web.2026' },
    });
    expect(change.status).toBe(200);
    expect(change.text).not.toContain('password');
    expect(await verifyPassword('Otra.Web.2026', stored('webusers', id))).toBe(true);
    // Its audit entry names the field, and keeps no value of it.
    const audit = await local.request({
      method: 'GET',
      url: `/api/node/auditlogs/search?collection=webusers&entityId=${id}&action=update`,
      headers: { ...ns, ...staff },
    });
    expect(audit.body).toMatchObject({ items: [{ changedFields: ['password'] }] });
    expect(audit.text).not.toMatch(/changedValues|scrypt\$|Otra\.Web/);
    for (const url of [
      '/api/node/usuarios',
      '/api/node/webusers',
      '/api/node/webusers/search?q=a',
      '/api/node/usuarios/search',
    ]) {
      const read = await local.request({ method: 'GET', url, headers: { ...ns, ...staff } });
      expect(read.status).toBe(200);
      expect(read.text).not.toMatch(/password|scrypt\$/);
    }
  });
});

describe.skipIf(baseUrl !== undefined)('the shared guest account is read-only', () => {
  it('refuses changes to its profile, status and password, by itself or by staff', async () => {
    const guest = await local.request({ method: 'POST', url: '/api/auth/web/guest' });
    const { accessToken, user } = guest.body as { accessToken: string; user: { _id: string } };
    const staff = bearer((await local.signIn('admin')).accessToken);
    const url = `/api/node/webusers/${user._id}`;
    for (const [method, path, payload, headers] of [
      ['PATCH', `${url}/profile`, { phone: '600000000' }, bearer(accessToken)],
      ['PATCH', `${url}/status`, { status: 'busy' }, bearer(accessToken)],
      ['PUT', url, { password: 'Cambiada.2026' }, staff],
      ['PUT', url, { language: 'en' }, staff],
    ] as const) {
      expectError(await local.request({ method, url: path, payload, headers }), 403, {
        code: 'FORBIDDEN',
        field: 'id',
      });
    }
    // The generic PUT is staff-only anyway.
    const own = { method: 'PUT', url, payload: { password: 'Cambiada.2026' }, headers: bearer(accessToken) } as const;
    expectError(await local.request(own), 403, { code: 'WRONG_USER_KIND' });
    const again = await local.request({ method: 'POST', url: '/api/auth/web/guest' });
    expect(again.status).toBe(200);
    expect((await local.request({ method: 'GET', url: '/api/auth/web/me', headers: bearer(accessToken) })).status).toBe(
      200,
    );
  });
});
