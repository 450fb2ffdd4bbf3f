// A private in-process app for tests that need its state, its own limits (login throttling) or
// the shared default namespace, which the shared test server must not have changed under it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { credentials } from './api.ts';
import { testJwtSecret } from './tokens.ts';

/** An injected answer in supertest's shape (status, headers, parsed body), for expectError. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
  text: string;
}

export type Login = Schema<'LoginResult'>;

export interface LocalApp {
  app: FastifyInstance;
  request(options: InjectOptions): Promise<Answer>;
  signIn(kind: 'admin' | 'web', user?: { username: string; password: string }): Promise<Login>;
  close(): Promise<void>;
}

export async function createLocalApp(env: Record<string, string> = {}): Promise<LocalApp> {
  const config = loadConfig({ JWT_SECRET: testJwtSecret, MOCK_DELAY: 'off', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config });
  const request = async (options: InjectOptions): Promise<Answer> => {
    const response = await app.inject(options);
    const json = String(response.headers['content-type'] ?? '').includes('json') && response.body !== '';
    return {
      status: response.statusCode,
      headers: response.headers,
      body: json ? (JSON.parse(response.body) as unknown) : undefined,
      text: response.body,
    };
  };
  return {
    app,
    request,
    async signIn(kind, user = credentials[kind]) {
      const response = await request({ method: 'POST', url: `/api/auth/${kind}/login`, payload: user });
      if (response.status !== 200) throw new Error(`sign-in ${user.username}: ${response.status} ${response.text}`);
      return response.body as Login;
    },
    close: () => app.close(),
  };
}
