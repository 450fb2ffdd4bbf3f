// The bundle that `npm run build` makes runs: built into a folder of its own beside server/dist, started as a
// process, it answers its health check, serves the API docs (whose page files stay in their package) and signs
// a user in; and it asks Node's loader for no package but the few that read their own files (recorded as it
// runs, by a loader hook: what Node actually loads, rather than a guess from reading the bundle for imports).
// Its seed cache starts empty, so that it builds the seed as a first start does, whatever earlier runs cached.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer, waitForHealth } from '../../scripts/lib/local-server.ts';
import { bundleServer } from './bundle.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'server', `dist-test-${process.pid}`);
const packageLoads = join(outDir, 'package-loads.txt');
const seedCache = mkdtempSync(join(tmpdir(), 'seed-cache-'));

describe('the server bundle', () => {
  let server: LocalServer;

  beforeAll(async () => {
    await bundleServer(outDir);
    server = await startLocalServer({
      entry: join(outDir, 'start.mjs'),
      nodeArgs: ['--import', join(import.meta.dirname, 'record-package-loads.mjs')],
      env: {
        JWT_SECRET: randomBytes(32).toString('hex'),
        RECORD_PACKAGE_LOADS: packageLoads,
        RECORD_PACKAGE_LOADS_FROM: pathToFileURL(`${outDir}/`).href,
        SEED_CACHE_DIR: seedCache,
      },
    });
  }, 60_000);

  afterAll(() => {
    server?.process.kill();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(seedCache, { recursive: true, force: true });
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

  it('is written in ASCII, and still answers Spanish text with its accents', { timeout: 70_000 }, async () => {
    for (const chunk of readdirSync(outDir).filter((name) => name.endsWith('.mjs'))) {
      const firstNonAscii = readFileSync(join(outDir, chunk)).findIndex((byte) => byte > 0x7f);
      expect(firstNonAscii, chunk).toBe(-1);
    }
    await waitForHealth(server);
    const login = await fetch(`${server.origin}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Supervision.2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const posts = await fetch(`${server.origin}/api/node/posts`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const text = await posts.text();
    expect(text).toMatch(/[áéíóúñ]/);
    expect(text).not.toContain('\\u00');
  });

  it('leaves to Node only the builtins and the packages that read their own files', { timeout: 70_000 }, async () => {
    await waitForHealth(server);
    // The docs' packages load with the first request for the docs.
    expect((await fetch(`${server.origin}/docs/`)).status).toBe(200);
    const loaded = new Set(readFileSync(packageLoads, 'utf8').split('\n').filter(Boolean));
    // world-countries: the seed reads the country list from the package's own JSON as it builds.
    expect([...loaded].sort()).toEqual(['@fastify/swagger', '@fastify/swagger-ui', 'pino', 'world-countries']);
    expect(readdirSync(seedCache)).toHaveLength(1);
  });
});
