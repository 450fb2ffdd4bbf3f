// `npm run test:all` (what `npm test` runs after bootstrap): every check of the gate, in order, each an npm
// script of its own; stops at the first failure and prints how long each step took, so the gate's time is
// visible in every CI log. Steps in one group run side by side (they use different resources: a type check is
// one CPU-bound process, the build mostly waits on I/O and workers).
import { spawn } from 'node:child_process';

const groups: string[][] = [
  // Alone: it regenerates the contract bundle and the generated code in place before comparing them.
  ['check:generated'],
  ['lint', 'lint:api', 'typecheck', 'build'],
  ['test:unit'],
  ['test:web'],
  ['test:contract:local'],
  ['test:contract:remote'],
  ['e2e'],
];

function run(script: string): Promise<{ script: string; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code) => resolve({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000 }));
  });
}

const timings: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const group of groups) {
  const results = await Promise.all(group.map(run));
  for (const result of results) timings.push(`${result.script.padEnd(24)} ${result.seconds.toFixed(1).padStart(7)} s`);
  failed = results.find((result) => result.code !== 0)?.script;
  if (failed) break;
}
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n[test:all] step durations\n${timings.join('\n')}\n${'total'.padEnd(24)} ${total.padStart(7)} s`);
if (failed) {
  console.error(`[test:all] failed: ${failed}`);
  process.exit(1);
}
