// `npm run test:contract:remote`: the contract suite against a separately started server, the way a backend
// developer checks the real back end (API_BASE_URL). Starts server/src/server.mjs on a free loopback port,
// waits for its health answer, runs the suite, stops the server and exits with the suite's code.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/mock/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer its health check within 30 s');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(bin('node'), [join(root, 'server/src/server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MOCK_DELAY: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  },
});
let code = 1;
try {
  await waitForHealth(origin, server);
  const suite = spawn(bin('vitest'), ['run', '--project', 'contract'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_BASE_URL: origin },
  });
  code = await new Promise<number>((resolve) => suite.on('exit', (exit) => resolve(exit ?? 1)));
} finally {
  server.kill('SIGTERM');
}
process.exit(code);
