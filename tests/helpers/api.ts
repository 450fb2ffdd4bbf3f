// A client for contract tests: the app built in-process, or any server at API_BASE_URL
// (e.g. the real back end). Each client uses its own state namespace (x-mock-session), so
// test files never see each other's writes; a real server simply ignores the header.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { testJwtSecret } from './tokens.ts';

type UserKind = 'admin' | 'web';
type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

export const baseUrl = process.env.API_BASE_URL;

/** Sign-in of the seeded users, overridable for a real server through the environment. */
export const credentials = {
  admin: {
    username: process.env.API_ADMIN_USERNAME ?? SEEDED_CREDENTIALS.admin.username,
    password: process.env.API_ADMIN_PASSWORD ?? SEEDED_CREDENTIALS.admin.password,
  },
  web: {
    username: process.env.API_WEB_USERNAME ?? SEEDED_CREDENTIALS.webUsers.lucia.username,
    password: process.env.API_WEB_PASSWORD ?? SEEDED_CREDENTIALS.webUsers.lucia.password,
  },
};

export interface Api {
  namespace: string;
  /** Where the server listens (http://host:port), for raw socket exchanges. */
  origin: string;
  call(method: Method, url: string, token?: string): request.Test;
  get(url: string, token?: string): request.Test;
  head(url: string, token?: string): request.Test;
  post(url: string, token?: string): request.Test;
  put(url: string, token?: string): request.Test;
  patch(url: string, token?: string): request.Test;
  delete(url: string, token?: string): request.Test;
  /** Signs in and returns the access token (cached per kind and user). */
  token(kind: UserKind, user?: { username: string; password: string }): Promise<string>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

let shared: Promise<string> | undefined;

/**
 * One in-process app per test worker (the contract project runs files without isolation):
 * building it is the slow part, and every client still gets its own state namespace.
 */
function sharedServer(): Promise<string> {
  shared ??= (async () => {
    const app = await buildApp({
      config: loadConfig({ ...process.env, JWT_SECRET: testJwtSecret, MOCK_DELAY: 'off', LOG_LEVEL: 'silent' }),
    });
    // Listening on loopback once is cheaper than supertest binding a port per request.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    app.server.unref();
    return address;
  })();
  return shared;
}

export async function createApi(): Promise<Api> {
  const target: string = baseUrl ?? (await sharedServer());
  const close = async () => {};
  const namespace = `test-${randomUUID()}`;
  const tokens = new Map<string, string>();
  const call = (method: Method, url: string, token?: string) => {
    const test = request(target)[method](url).set('x-mock-session', namespace);
    return token === undefined ? test : test.set('Authorization', `Bearer ${token}`);
  };
  const api: Api = {
    namespace,
    origin: target,
    call,
    get: (url, token) => call('get', url, token),
    head: (url, token) => call('head', url, token),
    post: (url, token) => call('post', url, token),
    put: (url, token) => call('put', url, token),
    patch: (url, token) => call('patch', url, token),
    delete: (url, token) => call('delete', url, token),
    async token(kind, user = credentials[kind]) {
      const key = `${kind}:${user.username}`;
      const cached = tokens.get(key);
      if (cached !== undefined) return cached;
      const response = await call('post', `/api/auth/${kind}/login`).send({
        username: user.username,
        password: user.password,
      });
      if (response.status !== 200)
        throw new Error(`login ${kind} ${user.username} failed: ${response.status} ${response.text}`);
      const token = (response.body as { accessToken: string }).accessToken;
      tokens.set(key, token);
      return token;
    },
    async reset() {
      await call('post', '/api/mock/reset').expect(200);
    },
    close,
  };
  return api;
}

/** A test file's own client and a staff token, made before its tests and closed after them. */
export interface StaffClient {
  api: Api;
  token: string;
}

/** Sets up a test file's own client signed in as staff (read its fields inside the tests, once it is made). */
export function staffClient(): StaffClient {
  const staff = { token: '' } as StaffClient;
  beforeAll(async () => {
    staff.api = await createApi();
    staff.token = await staff.api.token('admin');
  });
  afterAll(() => staff.api.close());
  return staff;
}
