// `npm run bench:namespaces`: what one state namespace (x-mock-session) costs in memory and time. Builds the
// app in-process, opens NAMESPACES namespaces that each do a typical QA round (a search, a template list, a
// create), and reports the heap growth per namespace and the time per round. Run with --expose-gc.
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { SEEDED_CREDENTIALS } from '../server/src/seed/node/credentials.ts';

const count = Number(process.env.NAMESPACES ?? 200);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');

const app = await buildApp({
  config: loadConfig({ MOCK_DELAY: 'off', LOG_LEVEL: 'silent', MAX_SESSIONS: String(count + 10) }),
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/admin/login',
  payload: { username: SEEDED_CREDENTIALS.admin.username, password: SEEDED_CREDENTIALS.admin.password },
});
const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };

async function round(namespace: string): Promise<void> {
  const session = { ...headers, 'x-mock-session': namespace };
  await app.inject({ url: '/api/node/posts/search?q=contratos', headers: session });
  await app.inject({ url: '/api/apps/contacts/all', headers: session });
  await app.inject({
    method: 'POST',
    url: '/api/node/tags',
    headers: session,
    payload: { name: `etiqueta ${namespace}` },
  });
}

await round('warm-up');
gc();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
for (let index = 0; index < count; index += 1) await round(`bench-${index}`);
const elapsedMs = performance.now() - started;
gc();
const after = process.memoryUsage().heapUsed;
const perNamespaceKiB = (after - before) / count / 1024;
console.log(
  `${count} namespaces: ${perNamespaceKiB.toFixed(1)} KiB of heap and ${(elapsedMs / count).toFixed(2)} ms per namespace (first round of 3 requests)`,
);
await app.close();
