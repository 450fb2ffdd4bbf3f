// The bundle that `npm run build` makes runs: built into a folder of its own beside server/dist, started as a
// process, it answers its health check, serves the API docs (whose page files stay in their package) and signs
// a user in; and it loads no package through Node's loader but the few that read their own files.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer, waitForHealth } from '../../scripts/lib/local-server.ts';
import { bundleServer } from './bundle.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'server', `dist-test-${process.pid}`);

describe('the server bundle', () => {
  let server: LocalServer;

  beforeAll(async () => {
    await bundleServer(outDir);
    server = await startLocalServer({
      entry: join(outDir, 'start.mjs'),
      env: { JWT_SECRET: randomBytes(32).toString('hex') },
    });
  }, 60_000);

  afterAll(() => {
    server?.process.kill();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('starts and answers its health check', { timeout: 70_000 }, async () => {
    const health = await waitForHealth(server);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the API docs and signs a user in', { timeout: 70_000 }, async () => {
    await waitForHealth(server);
    const docs = await fetch(`${server.origin}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const login = await fetch(`${server.origin}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Supervision.2026' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toHaveProperty('accessToken');
  });

  it('leaves to Node only the builtins and the packages that read their own files', () => {
    const loaded = new Set<string>();
    for (const file of readdirSync(outDir).filter((name) => name.endsWith('.mjs'))) {
      const code = readFileSync(join(outDir, file), 'utf8');
      // Static and dynamic imports and CommonJS requires; not the `{import("fastify").Type}` of JSDoc comments.
      for (const [, specifier] of code.matchAll(/(?:\bfrom |__require\(|(?<!\{)\bimport\()"([^"]+)"/g)) {
        if (specifier && !specifier.startsWith('./') && !isBuiltin(specifier)) loaded.add(specifier);
      }
    }
    expect([...loaded].sort()).toEqual(['@fastify/swagger', '@fastify/swagger-ui', 'pino']);
  });
});
