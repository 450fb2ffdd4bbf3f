// Installs what is missing before any other script runs. Plain JS so that it runs on
// whatever Node the machine has; everything after it runs on the project's own Node
// (the `node` devDependency puts it first on the PATH of npm scripts).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.install-stamp');

const lockHash = () =>
  existsSync(lockFile) ? createHash('sha256').update(readFileSync(lockFile)).digest('hex') : 'no-lock';
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';

if (installed !== lockHash() || !existsSync(join(root, 'node_modules', '.bin', 'node'))) {
  // `npm install` honours the lock file like `npm ci` but tolerates the optional platform
  // packages that npm sometimes leaves out of it (which makes `npm ci` refuse to run). Packages already in
  // npm's cache are taken from it without asking the registry again.
  const command = 'npm install --no-audit --no-fund --prefer-offline';
  console.log(`[bootstrap] ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, lockHash());
}
