// `npm run bench`: autocannon against the mock server for GET list, GET by id, search and
// POST on /api/node/posts, each beside a bare Fastify server serving the same posts on the same
// paths (scripts/bench/bare-server.ts), measured in the same run. Prints req/s, p99 latency and the ratio to the bare route.
// Servers run on CPU 0 and the load generator on CPU 1 (when taskset exists), and each pair
// is measured in alternating rounds whose medians are reported, to damp a noisy machine. Each
// server's CPU time per answered request is reported too: on a shared machine it is steadier
// than req/s, and its ratio says how much work the API does beside the bare route.

import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serveArgs } from './bench/serve-args.ts';

const root = join(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pin = existsSync('/usr/bin/taskset');
if (pin) execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3901;
const BARE_PORT = 3902;
const api = `http://127.0.0.1:${API_PORT}`;
const bareUrl = `http://127.0.0.1:${BARE_PORT}`;

/** CPU time (user + system) a process has used, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Forks a script (an absolute path) with the given node flags. */
function start(path: string, env: Record<string, string>, input?: string, execArgv: string[] = []): ChildProcess {
  const child = fork(path, [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'inherit', 'inherit', 'ipc'],
  });
  // A child inherits this process's CPU (1): servers are moved to CPU 0, away from the load generator.
  if (pin && child.pid !== undefined) execFileSync('taskset', ['-pc', '0', String(child.pid)], { stdio: 'ignore' });
  if (input !== undefined) child.stdin?.end(input);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

// The server as `npm run serve` starts it (its V8 flags and entry).
const serve = serveArgs(root);
const server = start(
  serve.at(-1) ?? '',
  {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    MOCK_DELAY: 'off',
    // No logger, like the bare server (BENCH_LOG_LEVEL=info measures with request logs).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  },
  undefined,
  serve.slice(0, -1),
);
const children: ChildProcess[] = [server];
try {
  await waitFor(`${api}/api/mock/health`);
  const login = await fetch(`${api}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Supervision.2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const get = async (path: string) => (await fetch(`${api}${path}`, { headers })).json();
  const list = (await get('/api/node/posts')) as { _id: string; [key: string]: unknown }[];
  const first = list[0];
  if (first === undefined) throw new Error('no posts to benchmark');
  const { _id, createdAt, updatedAt, ...createBody } = first;
  const searchPath = '/api/node/posts/search?q=a&size=10&sort=title';
  const scenarios = [
    { name: 'list', method: 'GET' as const, path: '/api/node/posts' },
    { name: 'by-id', method: 'GET' as const, path: `/api/node/posts/${_id}` },
    { name: 'search', method: 'GET' as const, path: searchPath },
    {
      name: 'create',
      method: 'POST' as const,
      path: '/api/node/posts',
      body: JSON.stringify(createBody),
    },
  ];
  const bare = start(
    join(root, 'scripts/bench/bare-server.ts'),
    { PORT: String(BARE_PORT) },
    JSON.stringify({ list, search: await get(searchPath) }),
  );
  children.push(bare);
  await once(bare, 'message');

  // Writes go to a state namespace of their own, so the records they add never slow the reads.
  const headersFor = (method: 'GET' | 'POST') =>
    method === 'POST' ? { ...headers, 'x-mock-session': 'bench-writes' } : headers;
  const measure = async (url: string, method: 'GET' | 'POST', body?: string, duration = seconds) => {
    const target = url.startsWith(api) ? server : bare;
    const cpuBefore = cpuMs(target.pid);
    const result = await autocannon({ url, method, body, headers: headersFor(method), connections, duration });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${method} ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const cpuUs = ((cpuMs(target.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
    return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
  };
  // Warm both servers up (JIT, caches) before anything is measured.
  for (const scenario of scenarios) {
    await measure(`${api}${scenario.path}`, scenario.method, scenario.body, 1);
    await measure(`${bareUrl}${scenario.path}`, scenario.method, scenario.body, 1);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rows = [];
  const only = process.env.BENCH_ONLY?.split(',');
  for (const scenario of scenarios.filter((candidate) => only === undefined || only.includes(candidate.name))) {
    const mock: { rps: number; p99: number; cpuUs: number }[] = [];
    const yardstick: { rps: number; p99: number; cpuUs: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      mock.push(await measure(`${api}${scenario.path}`, scenario.method, scenario.body));
      yardstick.push(await measure(`${bareUrl}${scenario.path}`, scenario.method, scenario.body));
    }
    const rps = median(mock.map((run) => run.rps));
    const bareRps = median(yardstick.map((run) => run.rps));
    const cpuUs = median(mock.map((run) => run.cpuUs));
    const bareCpuUs = median(yardstick.map((run) => run.cpuUs));
    // Each round's ratio (the API's run to the bare run right after it): their spread says how much to trust the
    // median on a machine that other work shares.
    const roundRatios = mock.map((run, index) => (100 * run.rps) / (yardstick[index]?.rps ?? run.rps));
    rows.push({
      scenario: `${scenario.method} ${scenario.name}`,
      'req/s': Math.round(rps),
      'p99 ms': median(mock.map((run) => run.p99)),
      'bare req/s': Math.round(bareRps),
      'bare p99 ms': median(yardstick.map((run) => run.p99)),
      'ratio to bare': `${((100 * rps) / bareRps).toFixed(0)}%`,
      'round ratios': `${Math.min(...roundRatios).toFixed(0)}–${Math.max(...roundRatios).toFixed(0)}%`,
      'CPU µs/req': Math.round(cpuUs),
      'bare CPU µs/req': Math.round(bareCpuUs),
      'CPU ratio': `${((100 * bareCpuUs) / cpuUs).toFixed(0)}%`,
    });
  }
  console.log(
    `\nautocannon, ${connections} connections, median of ${rounds} alternating ${seconds} s runs${pin ? ', server on CPU 0, load on CPU 1' : ''}, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  for (const child of children) child.kill();
}
