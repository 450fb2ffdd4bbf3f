// `npm run bench:start`: how fast the server answers after its process starts, and its memory. Spawns the
// server as `npm run serve` does (server/src/server.mjs) RUNS times on a free loopback port, polls
// /api/mock/health every 5 ms, and reports the time from spawn to the first 200 and the resident memory
// (VmRSS) then and after a warm-up round.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveArgs } from './bench/serve-args.ts';
import { freePort } from './lib/local-server.ts';

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);

/** CPU time (user + system) the process has used, in ms: steadier than wall time on a busy machine. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function once(): Promise<{ firstMs: number; cpu: number; rss: number; warmRss: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(join(root, 'node_modules/.bin/node'), serveArgs(root), {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), MOCK_DELAY: 'off', LOG_LEVEL: 'warn' },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      try {
        if ((await fetch(`${origin}/api/mock/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    const firstMs = performance.now() - started;
    const pid = server.pid ?? 0;
    const cpu = cpuMs(pid);
    const rss = rssMiB(pid);
    for (const path of ['/api/apps/contacts/all', '/api/apps/mailbox/mails?folder=inbox', '/api/common/navigation']) {
      await fetch(`${origin}${path}`);
    }
    return { firstMs, cpu, rss, warmRss: rssMiB(pid) };
  } finally {
    server.kill('SIGTERM');
  }
}

for (let run = 1; run <= runs; run += 1) {
  const { firstMs, cpu, rss, warmRss } = await once();
  console.log(
    `run ${run}: first 200 after ${firstMs.toFixed(0)} ms (${cpu.toFixed(0)} ms of CPU); RSS ${rss.toFixed(0)} MiB, ${warmRss.toFixed(0)} MiB after a few reads`,
  );
}
