// Installs what is missing before any other script runs. Plain JS so that it runs on
// whatever Node the machine has; everything after it runs on the project's own Node
// (the `node` devDependency puts it first on the PATH of npm scripts).
//
// `node scripts/bootstrap.mjs <folder>` does the same for a tool with packages of its own (tools/lighthouse):
// installed the first time the tool runs, so that neither `npm start` nor `npm test` waits for them.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repository = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const root = join(repository, process.argv[2] ?? '.');
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.install-stamp');
// The repository's own install also brings the project's Node, which every later step runs on.
const marker = root === repository ? join(root, 'node_modules', '.bin', 'node') : stampFile;

const lockHash = () =>
  existsSync(lockFile) ? createHash('sha256').update(readFileSync(lockFile)).digest('hex') : 'no-lock';
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';

if (installed !== lockHash() || !existsSync(marker)) {
  // `npm install` honours the lock file like `npm ci` but tolerates the optional platform
  // packages that npm sometimes leaves out of it (which makes `npm ci` refuse to run). Packages already in
  // npm's cache are taken from it without asking the registry again.
  const command = 'npm install --no-audit --no-fund --prefer-offline';
  console.log(`[bootstrap] ${command}${root === repository ? '' : ` in ${process.argv[2]}`}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, lockHash());
}
