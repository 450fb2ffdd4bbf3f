// `npm run bench:start`: how fast the server answers after its process starts, and its memory. Spawns the
// server as `npm run serve` does (server/src/server.mjs) RUNS times on a free loopback port, polls
// /api/mock/health every 5 ms, and reports the time from spawn to the first 200 and the resident memory
// (VmRSS) then and after a warm-up round. Each run is followed by one of a bare Fastify server with that one
// route (scripts/bench/bare-start.mjs), measured the same way: the floor of a Fastify start on this machine,
// the yardstick the server's figures read against (as the throughput benchmark's bare server is). Each run also
// measures a cold start, with an empty seed cache (SEED_CACHE_DIR): the first start of a day or of a clone, which
// builds the seed.
import { spawn } from 'node:child_process';
import { once as exited } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

interface StartFigures {
  firstMs: number;
  cpu: number;
  rss: number;
  warmRss: number;
}

/** One start of `args` (Node's arguments): until its first 200, then a few reads for the warm memory. */
async function once(args: string[], env: Record<string, string> = {}): Promise<StartFigures> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(join(root, 'node_modules/.bin/node'), args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...env, PORT: String(port), MOCK_DELAY: 'off', LOG_LEVEL: 'warn' },
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
      await (await fetch(`${origin}${path}`)).arrayBuffer();
    }
    return { firstMs, cpu, rss, warmRss: rssMiB(pid) };
  } finally {
    // Wait for the exit: a process still closing would take CPU from the next start.
    const exit = exited(server, 'exit');
    server.kill('SIGTERM');
    await exit;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const yardstick = join(root, 'scripts/bench/bare-start.mjs');
const servers: StartFigures[] = [];
const colds: StartFigures[] = [];
const bares: StartFigures[] = [];
// The yardstick's compile cache is written by its first start, as the server's was by an earlier one.
await once([yardstick]);
for (let run = 1; run <= runs; run += 1) {
  const server = await once(serveArgs(root));
  const emptyCache = mkdtempSync(join(tmpdir(), 'seed-cache-'));
  const cold = await once(serveArgs(root), { SEED_CACHE_DIR: emptyCache }).finally(() =>
    rmSync(emptyCache, { recursive: true, force: true }),
  );
  const bare = await once([yardstick]);
  servers.push(server);
  colds.push(cold);
  bares.push(bare);
  console.log(
    `run ${run}: first 200 after ${server.firstMs.toFixed(0)} ms (${server.cpu.toFixed(0)} ms of CPU); RSS ${server.rss.toFixed(0)} MiB, ${server.warmRss.toFixed(0)} MiB after a few reads; cold (seed built): ${cold.firstMs.toFixed(0)} ms, ${cold.rss.toFixed(0)} MiB; bare Fastify: ${bare.firstMs.toFixed(0)} ms (${bare.cpu.toFixed(0)} ms of CPU), ${bare.rss.toFixed(0)} MiB`,
  );
}
const first = median(servers.map((figures) => figures.firstMs));
const bareFirst = median(bares.map((figures) => figures.firstMs));
console.log(
  `median: first 200 after ${first.toFixed(0)} ms, bare Fastify ${bareFirst.toFixed(0)} ms (the server takes ${(first / bareFirst).toFixed(2)} times as long, ${(first - bareFirst).toFixed(0)} ms more); RSS ${median(servers.map((figures) => figures.rss)).toFixed(0)} MiB, bare ${median(bares.map((figures) => figures.rss)).toFixed(0)} MiB; cold start (seed built) ${median(colds.map((figures) => figures.firstMs)).toFixed(0)} ms, RSS ${median(colds.map((figures) => figures.rss)).toFixed(0)} MiB`,
);
