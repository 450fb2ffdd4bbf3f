// Issue 13, auth half: no known secret signs, pinned algorithm, issuer and audience checked,
// sessions that really end, hashed passwords, login rate limit, reset permission, read-only guest, headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
