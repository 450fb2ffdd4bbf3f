import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cors, { corsAnswerHeaders } from './cors.ts';

async function appWith(origins: '*' | string[]) {
  const app = Fastify();
  await app.register(cors, { origins });
  app.get('/thing', async () => ({ ok: true }));
  app.post('/thing', async () => ({ ok: true }));
  return app;
}

describe('cors', () => {
  it('lets any origin read answers and the mock headers when every origin is allowed', async () => {
    const app = await appWith('*');
    const answer = await app.inject({ url: '/thing', headers: { origin: 'http://elsewhere.example' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-expose-headers']).toBe('x-mock-session-state, retry-after, etag');
    expect(answer.headers.vary).toBeUndefined();
  });

  it('names only an allowed origin, and tells caches the answer varies with the Origin', async () => {
    const app = await appWith(['http://a.example', 'http://b.example']);
    const allowed = await app.inject({ url: '/thing', headers: { origin: 'http://b.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://b.example');
    expect(allowed.headers.vary).toBe('Origin');
    const other = await app.inject({ url: '/thing', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
    const none = corsAnswerHeaders(['http://a.example'])(undefined);
    expect(none['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights for allowed origins with the methods and the mock request headers', async () => {
    const app = await appWith(['http://a.example']);
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/thing',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-mock-session,if-match',
        },
      });
    const allowed = await preflight('http://a.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://a.example');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('HEAD');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('x-mock-session');
    // A write on condition of the version read (If-Match) may come from another origin.
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('if-match');
    expect(allowed.headers['access-control-max-age']).toBe('600');
    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows a preflight the headers a client's interceptor adds to every call", async () => {
    const app = await appWith('*');
    const asked = 'authorization, content-type, cache-control, pragma, x-requested-with, x-request-id';
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/thing',
      headers: {
        origin: 'http://a.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': asked,
      },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    for (const name of asked.split(', ')) expect(allowed, name).toContain(name);
  });
});
