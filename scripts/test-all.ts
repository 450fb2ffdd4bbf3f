// `npm run test:all` (what `npm test` runs after bootstrap): every check of the gate, in order, each an npm
// script of its own; stops at the first failure and prints how long each step took, so the gate's time is
// visible in every CI log. Steps in one group run side by side (none of them keeps both cores busy on its own:
// a lint, a type check, a test run's start-up); their output is held and printed whole, one step after the
// other, so a failure reads as if the steps had run alone.
import { spawn } from 'node:child_process';

const groups: string[][] = [
  // Alone: it regenerates the contract bundle and the generated code in place before comparing them.
  ['check:generated'],
  ['lint', 'lint:api', 'typecheck', 'build'],
  ['test:unit', 'test:contract:local', 'test:contract:remote', 'test:web'],
  ['e2e'],
];

interface StepResult {
  script: string;
  code: number;
  seconds: number;
  output: Buffer[];
}

/** Runs an npm script; alone its output streams, beside others it is kept for printing when it ends. */
function run(script: string, isAlone: boolean): Promise<StepResult> {
  const started = performance.now();
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Colours survive the pipe.
      env: isAlone ? process.env : { FORCE_COLOR: '1', ...process.env },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!isAlone) process.stdout.write(Buffer.concat([Buffer.from(`\n[test:all] ${script}\n`), ...output]));
      resolve({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000, output });
    });
  });
}

const timings: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const group of groups) {
  const results = await Promise.all(group.map((script) => run(script, group.length === 1)));
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
