// Issue 13, auth half (tokens and sessions): no known secret signs, pinned algorithm, issuer and
// audience checked, sessions that end everywhere at once and only by their owner or staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, baseUrl, createApi, credentials } from '../helpers/api.ts';
import { expectError } from '../helpers/contract.ts';
import { craftToken } from '../helpers/tokens.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const OLD_DEFAULT_SECRET = 'dev-only-secret-change-me-0123456789';

/** Claims of a real session (sub and sid of a fresh admin sign-in), so only the tested part differs. */
async function adminSession(): Promise<{ sub: string; sid: string; username: string }> {
  const response = await api.post('/api/auth/admin/login').send(credentials.admin);
  expect(response.status).toBe(200);
  const body = response.body as { sid: string; user: { _id: string; username: string } };
  return { sub: body.user._id, sid: body.sid, username: body.user.username };
}

describe.skipIf(baseUrl !== undefined)('token forgery', () => {
  it('refuses tokens signed with the old default secret, in its old and derived key forms', async () => {
    const claims = await adminSession();
    for (const options of [{ key: `${OLD_DEFAULT_SECRET}:admin` }, { secret: OLD_DEFAULT_SECRET }]) {
      const forged = craftToken('admin', claims, options);
      expectError(await api.get('/api/node/usuarios', forged), 401, { code: 'TOKEN_INVALID' });
    }
    // The same claims signed with the server's key pass: only the key made the difference.
    expect((await api.get('/api/node/usuarios', craftToken('admin', claims))).status).toBe(200);
  });

  it('refuses HS512 and alg none tokens, even with the right key', async () => {
    const claims = await adminSession();
    for (const alg of ['HS512', 'HS384', 'none']) {
      const forged = craftToken('admin', claims, { header: { alg } });
      expectError(await api.get('/api/node/usuarios', forged), 401, { code: 'TOKEN_INVALID' });
    }
  });

  it('refuses a wrong or missing issuer or audience', async () => {
    const claims = await adminSession();
    for (const wrong of [{ iss: 'someone-else' }, { aud: 'web' }, { aud: 'template' }, { iss: undefined }]) {
      const forged = craftToken('admin', { ...claims, ...wrong });
      expectError(await api.get('/api/node/usuarios', forged), 401, { code: 'TOKEN_INVALID' });
    }
  });

  it('refuses a template token signed with the old default secret or another algorithm', async () => {
    const forged = craftToken(
      'template',
      { iat: 1, iss: 'Fuse', exp: 4102444800 },
      { key: `${OLD_DEFAULT_SECRET}:template` },
    );
    expectError(await api.post('/api/auth/sign-in-with-token').send({ accessToken: forged }), 401);
    const hs512 = craftToken('template', { iss: 'Fuse', exp: 4102444800 }, { header: { alg: 'HS512' } });
    expectError(await api.post('/api/auth/sign-in-with-token').send({ accessToken: hs512 }), 401);
    const good = craftToken('template', { iss: 'Fuse', exp: 4102444800 });
    expect((await api.post('/api/auth/sign-in-with-token').send({ accessToken: good })).status).toBe(200);
  });
});

type Login = Schema<'LoginResult'>;

async function login(client: Api, kind: 'admin' | 'web', user = credentials[kind]): Promise<Login> {
  const response = await client.post(`/api/auth/${kind}/login`).send(user);
  expect(response.status).toBe(200);
  return response.body as Login;
}

const me = (client: Api, kind: 'admin' | 'web', token: string) => client.get(`/api/auth/${kind}/me`, token);

describe.skipIf(baseUrl !== undefined)('sessions end everywhere at once', () => {
  let other: Api;
  beforeAll(async () => {
    other = await createApi();
  });

  it('refuses a token of a session that was never opened (right key, made-up sid)', async () => {
    const { user } = await login(api, 'admin');
    expectError(await api.get('/api/node/usuarios', craftToken('admin', { sub: user._id })), 401, {
      code: 'TOKEN_INVALID',
    });
  });

  it('refuses a signed-out token in another namespace and after a reset', async () => {
    const session = await login(api, 'web');
    expect((await me(other, 'web', session.accessToken)).status).toBe(200);
    const logout = await api.post(`/api/auth/web/logout?sid=${session.sid}`, session.accessToken);
    expect(logout.status).toBe(200);
    expectError(await me(api, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    expectError(await me(other, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    await api.reset();
    await other.reset();
    expectError(await me(api, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    expectError(await me(other, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    // Signing out an ended session again is harmless, even with the ended token.
    expect((await api.post(`/api/auth/web/logout?sid=${session.sid}`, session.accessToken)).status).toBe(200);
  });

  it('lets only the owner of a session, or staff, sign it out', async () => {
    const lucia = await login(api, 'web');
    const pablo = await login(api, 'web', { username: 'pablo.garcia', password: 'Capacitacion.2026' });
    const url = `/api/auth/web/logout?sid=${lucia.sid}`;
    expectError(await api.post(url), 403, { code: 'FORBIDDEN', field: 'sid' });
    expectError(await api.post(url, pablo.accessToken), 403, { code: 'FORBIDDEN' });
    expect((await me(api, 'web', lucia.accessToken)).status).toBe(200);
    // Another session of the same user may end it (sign out everywhere).
    const luciaAgain = await login(api, 'web');
    expect((await api.post(url, luciaAgain.accessToken)).status).toBe(200);
    expectError(await me(api, 'web', lucia.accessToken), 401);
    const staff = await login(api, 'admin');
    expect((await api.post(`/api/auth/web/logout?sid=${pablo.sid}`, staff.accessToken)).status).toBe(200);
    expectError(await me(api, 'web', pablo.accessToken), 401);
  });

  it("refuses a locked user's token in another namespace and after a reset", async () => {
    const locked = await login(api, 'admin');
    const actor = await login(api, 'admin');
    expect((await api.get('/api/node/usuarios', locked.accessToken)).status).toBe(200);
    const lock = await api.put(`/api/node/usuarios/${locked.user._id}`, actor.accessToken).send({ status: 'locked' });
    expect(lock.status).toBe(200);
    expectError(await api.get('/api/node/usuarios', locked.accessToken), 401, { code: 'TOKEN_INVALID' });
    // In the other namespace the account is still active, but the session is over.
    expectError(await other.get('/api/node/usuarios', locked.accessToken), 401, { code: 'TOKEN_INVALID' });
    await api.reset();
    expectError(await api.get('/api/node/usuarios', locked.accessToken), 401, { code: 'TOKEN_INVALID' });
    expectError(await other.get('/api/node/usuarios', locked.accessToken), 401, { code: 'TOKEN_INVALID' });
    // After the reset the account is active again: a new sign-in works.
    expect((await api.get('/api/node/usuarios', (await login(api, 'admin')).accessToken)).status).toBe(200);
  });

  it('refuses the tokens of a user whose password changed, everywhere', async () => {
    const session = await login(api, 'web');
    const staff = await login(api, 'admin');
    const change = await api
      .put(`/api/node/webusers/${session.user._id}`, staff.accessToken)
      .send({ password: 'Otra.Clave.2026' });
    expect(change.status).toBe(200);
    expectError(await me(api, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    expectError(await me(other, 'web', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    const fresh = await login(api, 'web', { username: 'lucia.martin', password: 'Otra.Clave.2026' });
    expect((await me(api, 'web', fresh.accessToken)).status).toBe(200);
    await api.reset();
  });

  it('refuses a token in a namespace where its user is not active, without ending it elsewhere', async () => {
    const session = await login(other, 'admin');
    const staff = await login(api, 'admin');
    await api.put(`/api/node/usuarios/${session.user._id}`, staff.accessToken).send({ status: 'inactive' });
    expectError(await api.get('/api/node/usuarios', session.accessToken), 401, { code: 'TOKEN_INVALID' });
    expect((await other.get('/api/node/usuarios', session.accessToken)).status).toBe(200);
    await api.reset();
  });
});
