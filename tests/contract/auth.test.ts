// Template authentication (`api/auth/*`): the demo account, real 7-day JWTs, always-true stubs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DEMO_USER } from '../../server/src/template/user/demo-user.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError, operationById } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const demo = { email: TEMPLATE_DEMO_USER.email, password: TEMPLATE_DEMO_USER.password };
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /api/auth/sign-in', () => {
  it('answers the current user and a 7-day JWT for the demo account', async () => {
    const response = await api.post('/api/auth/sign-in').send({ ...demo, rememberMe: true });
    expectContract(response, 'authSignIn');
    expect(response.status).toBe(200);
    expect(response.body.tokenType).toBe('bearer');
    expect(response.body.user).toEqual((await api.get('/api/common/user')).body);
    const payload = claims(response.body.accessToken);
    expect(Object.keys(payload)).toEqual(['iat', 'iss', 'exp']);
    expect(payload.iss).toBe('Fuse');
    expect(payload.exp).toBe((payload.iat as number) + 7 * 24 * 3600);
  });

  it('answers 404 INVALID_CREDENTIALS for a wrong password or a differently cased email', async () => {
    const wrong = await api.post('/api/auth/sign-in').send({ ...demo, password: 'nope' });
    expectError(wrong, 404, { code: 'INVALID_CREDENTIALS' });
    const cased = await api.post('/api/auth/sign-in').send({ ...demo, email: demo.email.toUpperCase() });
    expectError(cased, 404, { code: 'INVALID_CREDENTIALS' });
  });

  it('answers 400 naming a missing field', async () => {
    expectError(await api.post('/api/auth/sign-in').send({ email: demo.email }), 400, { field: 'password' });
  });
});

describe('POST /api/auth/unlock-session', () => {
  it('checks the same credentials as sign-in', async () => {
    const response = await api.post('/api/auth/unlock-session').send(demo);
    expectContract(response, 'authUnlockSession');
    expect(response.body.user.email).toBe(demo.email);
    expectError(await api.post('/api/auth/unlock-session').send({ ...demo, password: 'x' }), 404, {
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('POST /api/auth/sign-in-with-token', () => {
  it('answers the user and a new token for a valid token', async () => {
    const { accessToken } = contractBody(await api.post('/api/auth/sign-in').send(demo), 'authSignIn');
    const response = await api.post('/api/auth/sign-in-with-token').send({ accessToken });
    expectContract(response, 'authSignInWithToken');
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(demo.email);
    expect(claims(response.body.accessToken).iss).toBe('Fuse');
  });

  it("answers 401 with error 'Invalid token' for a tampered or malformed token", async () => {
    const { accessToken } = contractBody(await api.post('/api/auth/sign-in').send(demo), 'authSignIn');
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ iat: 1, iss: 'Fuse', exp: 4102444800 })).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, 'not-a-jwt']) {
      const response = await api.post('/api/auth/sign-in-with-token').send({ accessToken: token });
      expectError(response, 401, { code: 'TOKEN_INVALID' });
      expect(response.body.error).toBe('Invalid token');
    }
  });
});

describe('POST /api/auth/sign-up, forgot-password, reset-password', () => {
  it('answers true to a sign-up and stores nothing', async () => {
    const body = {
      name: 'Javier Ortega',
      email: 'ortega.javier@empresa.es',
      password: 'x',
      company: 'A',
      agreements: true,
    };
    const response = await api.post('/api/auth/sign-up').send(body);
    expectContract(response, 'authSignUp');
    expect(response.body).toBe(true);
    expectError(await api.post('/api/auth/sign-in').send({ email: body.email, password: 'x' }), 404);
  });

  it('accepts the raw text/plain bodies the template front end sends, and JSON', async () => {
    const forgot = await api.post('/api/auth/forgot-password').set('Content-Type', 'text/plain').send(demo.email);
    expectContract(forgot, 'authForgotPassword');
    expect(forgot.body).toBe(true);
    const forgotJson = await api.post('/api/auth/forgot-password').send({ email: demo.email });
    expect(forgotJson.body).toBe(true);
    const reset = await api.post('/api/auth/reset-password').set('Content-Type', 'text/plain').send('n3w-secret');
    expectContract(reset, 'authResetPassword');
    expect(reset.body).toBe(true);
    expect((await api.post('/api/auth/reset-password').send({ password: 'n3w' })).body).toBe(true);
  });
});

describe('sign-in after PATCH /api/common/user', () => {
  it('returns the updated user and follows a changed email (the template returned the seed user)', async () => {
    const own = await createApi();
    try {
      const changes = { name: 'Lucía Fernández Ruiz', email: 'lucia.fernandez@empresa.es' };
      expect((await own.patch('/api/common/user').send({ user: changes })).status).toBe(200);
      const response = await own.post('/api/auth/sign-in').send({ email: changes.email, password: demo.password });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject(changes);
      expectError(await own.post('/api/auth/sign-in').send(demo), 404, { code: 'INVALID_CREDENTIALS' });
    } finally {
      await own.close();
    }
  });
});

describe('template latencies', () => {
  it('declares the template delays on the auth operations (sign-in-with-token is immediate)', () => {
    const delays = Object.fromEntries(
      [
        'authSignIn',
        'authSignUp',
        'authUnlockSession',
        'authForgotPassword',
        'authResetPassword',
        'authSignInWithToken',
      ].map((operationId) => [operationId, operationById(operationId).operation['x-mock-delay']]),
    );
    expect(delays).toEqual({
      authSignIn: 1500,
      authSignUp: 1500,
      authUnlockSession: 1500,
      authForgotPassword: 1000,
      authResetPassword: 1000,
      authSignInWithToken: undefined,
    });
  });
});
