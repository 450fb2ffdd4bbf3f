// `npm run test:contract:remote`: the contract suite against a separately started server, the way a backend
// developer checks the real back end (API_BASE_URL). Starts server/src/server.mjs on a free loopback port,
// waits for its health answer, runs the suite, stops the server and exits with the suite's code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startLocalServer, waitForHealth } from './lib/local-server.ts';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const server = await startLocalServer({
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { JWT_SECRET: randomBytes(32).toString('hex') },
});
const { origin } = server;
let stopping = false;
// A server that stops during the suite fails every test that follows with ECONNREFUSED: say why it stopped.
server.process.once('exit', (code, signal) => {
  if (!stopping)
    console.error(`[test:contract:remote] the server stopped during the suite (code ${code}, signal ${signal})`);
});
let code = 1;
try {
  const health = await waitForHealth(server);
  if (!health.ok) throw new Error(`the server's health check answered ${health.status}`);
  const suite = spawn(bin('vitest'), ['run', '--project', 'contract'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_BASE_URL: origin },
  });
  code = await new Promise<number>((resolve) => suite.on('exit', (exit) => resolve(exit ?? 1)));
} finally {
  stopping = true;
  server.process.kill('SIGTERM');
}
process.exit(code);
