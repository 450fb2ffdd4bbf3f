// Sign-in, session and sign-up of staff (admin) and web users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, baseUrl, createApi, credentials } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';
import { craftToken, tamper } from '../helpers/tokens.ts';

/** The claims of a JWT, read without checking its signature. */
function claimsOf(token: string): { sid: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
    iat: number;
    exp: number;
  };
}

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe.each(['admin', 'web'] as const)('POST /api/auth/%s/login', (kind) => {
  it('returns an access token, a session id and the session user', async () => {
    const response = await api.post(`/api/auth/${kind}/login`).send(credentials[kind]);
    expectContract(response, 'login');
    expect(response.status).toBe(200);
    const body = response.body as {
      accessToken: string;
      tokenType: string;
      sid: string;
      user: { kind: string; username: string };
    };
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.tokenType).toBe('Bearer');
    expect(body.user).toMatchObject({ kind, username: credentials[kind].username });
    const claims = claimsOf(body.accessToken);
    expect(claims.exp - claims.iat).toBe((response.body as { expiresIn: number }).expiresIn);
  });

  it('accepts the e-mail address in place of the user name', async () => {
    const me = await api.get(`/api/auth/${kind}/me`, await api.token(kind));
    const response = await api
      .post(`/api/auth/${kind}/login`)
      .send({ username: (me.body as { email: string }).email, password: credentials[kind].password });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const response = await api
      .post(`/api/auth/${kind}/login`)
      .send({ ...credentials[kind], password: 'wrong-password' });
    expectError(response, 401, { code: 'INVALID_CREDENTIALS' });
    expectContract(response, 'login');
  });

  it('refuses a missing password and a wrongly typed one with 400 naming the field', async () => {
    expectError(await api.post(`/api/auth/${kind}/login`).send({ username: 'x' }), 400, { field: 'password' });
    expectError(await api.post(`/api/auth/${kind}/login`).send({ username: 'x', password: 7 }), 400, {
      field: 'password',
    });
  });

  it('GET me returns the signed-in user; a token of the other kind is 403', async () => {
    const response = await api.get(`/api/auth/${kind}/me`, await api.token(kind));
    expectContract(response, 'getCurrentUser');
    expect(response.body).toMatchObject({ kind, username: credentials[kind].username });
    const other = kind === 'admin' ? 'web' : 'admin';
    expectError(await api.get(`/api/auth/${kind}/me`, await api.token(other)), 403, { code: 'WRONG_USER_KIND' });
    expectError(await api.get(`/api/auth/${kind}/me`), 401);
  });

  it('GET check tells whether the token is a valid session of this kind, never 401', async () => {
    const valid = await api.get(`/api/auth/${kind}/check`, await api.token(kind));
    expectContract(valid, 'checkAuthentication');
    expect(valid.body).toMatchObject({ isAuthenticated: true, user: { kind } });
    for (const token of [undefined, tamper(await api.token(kind))]) {
      const response = await api.get(`/api/auth/${kind}/check`, token);
      expectContract(response, 'checkAuthentication');
      expect(response.body).toEqual({ isAuthenticated: false, user: null });
    }
  });

  it('a positive check renews the session: a token of the same session, with a full lifetime', async () => {
    const login = await api.post(`/api/auth/${kind}/login`).send(credentials[kind]);
    const { accessToken, sid } = login.body as { accessToken: string; sid: string };
    const check = await api.get(`/api/auth/${kind}/check`, accessToken);
    expectContract(check, 'checkAuthentication');
    const renewed = check.body as { accessToken: string; expiresIn: number };
    const before = claimsOf(accessToken);
    const after = claimsOf(renewed.accessToken);
    expect(after.sid).toBe(sid);
    expect(after.exp - after.iat).toBe(renewed.expiresIn);
    expect(after.iat).toBeGreaterThanOrEqual(before.iat);
    expect(after.exp).toBeGreaterThanOrEqual(before.exp);
    expect((await api.get(`/api/auth/${kind}/me`, renewed.accessToken)).status).toBe(200);
    // One session: signing it out ends the token sent and the renewed one.
    expect((await api.post(`/api/auth/${kind}/logout?sid=${sid}`, renewed.accessToken)).status).toBe(200);
    for (const token of [accessToken, renewed.accessToken]) {
      expect((await api.get(`/api/auth/${kind}/check`, token)).body).toEqual({ isAuthenticated: false, user: null });
    }
  });

  it('POST logout with the sid revokes every token of that session', async () => {
    const login = await api.post(`/api/auth/${kind}/login`).send(credentials[kind]);
    const { accessToken, sid } = login.body as { accessToken: string; sid: string };
    expect((await api.get(`/api/auth/${kind}/me`, accessToken)).status).toBe(200);
    const logout = await api.post(`/api/auth/${kind}/logout?sid=${sid}`, accessToken);
    expectContract(logout, 'logout');
    expect(logout.body).toEqual({ signedOut: true, sid });
    expectError(await api.get(`/api/auth/${kind}/me`, accessToken), 401, { code: 'TOKEN_INVALID' });
    expectError(await api.post(`/api/auth/${kind}/logout`), 400, { field: 'sid' });
  });

  it('POST forgot-password accepts any well-formed address', async () => {
    const response = await api.post(`/api/auth/${kind}/forgot-password`).send({ email: 'nadie@ejemplo.example' });
    expectContract(response, 'forgotPassword');
    expect(response.body).toEqual({ accepted: true });
    expectError(await api.post(`/api/auth/${kind}/forgot-password`).send({ email: 'no-es-correo' }), 400, {
      field: 'email',
    });
  });
});

// A staff member's last sign-in is the server's to say: each sign-in sets it, and no write may (a back-office form
// offered it as a field to fill).
describe("a staff user's last sign-in", () => {
  it('is set by each sign-in only: a write that sends it back (as read, or otherwise) leaves it', async () => {
    const login = await api.post('/api/auth/admin/login').send(credentials.admin);
    const { user, accessToken } = login.body as { user: { _id: string }; accessToken: string };
    const stored = await api.get(`/api/node/usuarios/${user._id}`, accessToken);
    const lastLoginAt = (stored.body as { lastLoginAt: string }).lastLoginAt;
    expect(Date.parse(lastLoginAt)).not.toBeNaN();

    for (const sent of [null, '2001-01-01T00:00:00.000Z']) {
      const written = await api.put(`/api/node/usuarios/${user._id}`, accessToken).send({ lastLoginAt: sent });
      expectContract(written, 'updateUsuario');
      expect(written.body).toMatchObject({ lastLoginAt });
      expect((await api.get(`/api/node/usuarios/${user._id}`, accessToken)).body).toMatchObject({ lastLoginAt });
    }
    // A value of no declared type is still refused, naming the field.
    const wrong = await api.put(`/api/node/usuarios/${user._id}`, accessToken).send({ lastLoginAt: 5 });
    expectError(wrong, 400, { code: 'VALIDATION_FAILED', field: 'lastLoginAt' });
  });
});

describe('POST /api/auth/{userKind}/signup', () => {
  const person = { firstName: 'Nuria', lastName: 'Sáez Ibáñez', password: 'Registro.2026' };

  it('registers a web user who can sign in at once with the capacitacion role', async () => {
    const response = await api
      .post('/api/auth/web/signup')
      .send({ ...person, username: 'nuria.saez', email: 'nuria.saez@correo.example' });
    expectContract(response, 'signUp');
    expect(response.body).toMatchObject({
      message: 'Usuario creado con éxito',
      user: { kind: 'web', moduleroles: ['capacitacion:view'] },
    });
    expect((response.body as { user: { personId: string } }).user.personId).toMatch(/^[0-9a-f]{24}$/);
    const login = await api.post('/api/auth/web/login').send({ username: 'nuria.saez', password: person.password });
    expect(login.status).toBe(200);
    const registration = await api.get(
      '/api/auth/web/registration',
      (login.body as { accessToken: string }).accessToken,
    );
    expectContract(registration, 'getRegistrationStatus');
    expect(registration.body).toMatchObject({ user: { userProfile: { registered: true, completed: false } } });
  });

  it('creates staff users pending, and they cannot sign in until activated', async () => {
    const response = await api
      .post('/api/auth/admin/signup')
      .send({ ...person, username: 'nuria.staff', email: 'nuria.staff@supervision.example' });
    expect(response.status).toBe(200);
    // Stored as the contract's Usuario: the least role, no module's permission, until an administrator grants them.
    const admin = await api.token('admin');
    const stored = contractBody(
      await api.get('/api/node/usuarios/search?username=nuria.staff', admin),
      'searchUsuarios',
    ) as { items: { status: string; roles: string[]; moduleroles: string[] }[] };
    expect(stored.items).toEqual([expect.objectContaining({ status: 'pending', roles: ['viewer'], moduleroles: [] })]);
    expectError(
      await api.post('/api/auth/admin/login').send({ username: 'nuria.staff', password: person.password }),
      403,
      { code: 'FORBIDDEN' },
    );
  });

  it('refuses a taken user name or e-mail with 409 naming the field', async () => {
    const taken = await api
      .post('/api/auth/web/signup')
      .send({ ...person, username: credentials.web.username, email: 'otra@correo.example' });
    expectError(taken, 409, { code: 'CONFLICT', field: 'username' });
    expectContract(taken, 'signUp');
  });

  it('validates the body strictly', async () => {
    expectError(
      await api.post('/api/auth/web/signup').send({ ...person, username: 'Con Espacios', email: 'a@b.example' }),
      400,
      { field: 'username' },
    );
    expectError(
      await api
        .post('/api/auth/web/signup')
        .send({ ...person, username: 'corto', email: 'a@b.example', password: 'corta' }),
      400,
      { field: 'password' },
    );
  });
});

describe.skipIf(baseUrl !== undefined)('tokens', () => {
  it('refuses expired, tampered and foreign-key tokens with 401', async () => {
    const me = contractBody(await api.get('/api/auth/admin/me', await api.token('admin')), 'getCurrentUser');
    const expired = craftToken('admin', { sub: me._id, exp: Math.floor(Date.now() / 1000) - 10 });
    expectError(await api.get('/api/node/posts', expired), 401, { code: 'TOKEN_EXPIRED' });
    expectError(await api.get('/api/node/posts', tamper(await api.token('admin'))), 401, { code: 'TOKEN_INVALID' });
    expectError(
      await api.get(
        '/api/node/posts',
        craftToken('admin', { sub: me._id }, { secret: 'another-secret-of-at-least-32-chars!!' }),
      ),
      401,
      { code: 'TOKEN_INVALID' },
    );
    expectError(await api.get('/api/node/posts', 'not-a-jwt'), 401, { code: 'TOKEN_INVALID' });
    // A token crafted with the server's key and a live session's claims passes: the refusals above are real.
    const live = contractBody(await api.post('/api/auth/admin/login').send(credentials.admin), 'login');
    expect((await api.get('/api/node/posts', craftToken('admin', { sub: me._id, sid: live.sid }))).status).toBe(200);
  });

  it('never takes a web token for an admin one, whatever its claims say', async () => {
    const forged = craftToken('web', { kind: 'admin', aud: 'admin' });
    expectError(await api.get('/api/node/usuarios', forged), 401);
    expectError(await api.get('/api/node/usuarios', await api.token('web')), 403, { code: 'WRONG_USER_KIND' });
  });
});
