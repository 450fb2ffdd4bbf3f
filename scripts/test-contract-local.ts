// `npm run test:contract:local`: the contract tests that only an in-process server can run (they skip when
// API_BASE_URL is set: mock controls, limits, token forgery, ...) plus the static coverage check. The gate runs
// these in-process and the whole suite once against a separately started server (test:contract:remote),
// instead of running every remote-capable test twice.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const folder = join(root, 'tests/contract');
const localOnly = /skipIf\(baseUrl !== undefined/;

const files = readdirSync(folder)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => file === 'coverage.test.ts' || localOnly.test(readFileSync(join(folder, file), 'utf8')))
  .map((file) => `tests/contract/${file}`);

// In-process: a base URL left in the environment would skip exactly these tests.
const { API_BASE_URL: _ignored, ...env } = process.env;
const suite = spawn(join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'contract', ...files], {
  cwd: root,
  stdio: 'inherit',
  env,
});
suite.on('exit', (code) => process.exit(code ?? 1));
