// The bundle that `npm run build` makes runs: built into a folder of its own beside server/dist, started as a
// process, it answers its health check, serves the API docs (whose page files stay in their package) and signs
// a user in; and it loads no package through Node's loader but the few that read their own files.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from './bundle.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'server', `dist-test-${process.pid}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<Response> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the bundle stopped with code ${server.exitCode}`);
    try {
      return await fetch(`${origin}/api/mock/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('the server bundle', () => {
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    await bundleServer(outDir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(join(root, 'node_modules', '.bin', 'node'), [join(outDir, 'start.mjs')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MOCK_DELAY: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
    });
  }, 60_000);

  afterAll(() => {
    server?.kill();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('starts and answers its health check', { timeout: 30_000 }, async () => {
    const health = await waitForHealth(origin, server);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the API docs and signs a user in', { timeout: 30_000 }, async () => {
    await waitForHealth(origin, server);
    const docs = await fetch(`${origin}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const login = await fetch(`${origin}/api/auth/admin/login`, {
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
