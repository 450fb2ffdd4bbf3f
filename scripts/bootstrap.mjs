// Installs what is missing before any other script runs. Plain JS so that it runs on
// whatever Node the machine has; everything after it runs on the project's own Node
// (the `node` devDependency puts it first on the PATH of npm scripts).
//
// `node scripts/bootstrap.mjs <folder>` does the same for a tool with packages of its own (tools/lighthouse):
// installed the first time the tool runs, so that neither `npm start` nor `npm test` waits for them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { readEngineNoticeLine, standingEngineNotices } from './lib/engine-notices.mjs';

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
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
  console.log(`[bootstrap] npm ${args.join(' ')}${root === repository ? '' : ` in ${process.argv[2]}`}`);
  const engineNotices = await install(args);
  reportEngineNotices(engineNotices);
  writeFileSync(stampFile, lockHash());
}

/**
 * Runs npm, passing its output through, except its "Unsupported engine" notices, which are returned. npm checks
 * engines against the Node that runs it, the machine's; everything after the install runs on the project's own.
 */
async function install(args) {
  const npm = spawn('npm', args, { cwd: root, stdio: ['inherit', 'inherit', 'pipe'] });
  const exitCode = new Promise((resolve, reject) => {
    npm.on('error', reject);
    npm.on('close', resolve);
  });
  const notices = [];
  for await (const line of createInterface({ input: npm.stderr })) {
    if (!readEngineNoticeLine(line, notices)) process.stderr.write(`${line}\n`);
  }
  const code = await exitCode;
  if (code !== 0) process.exit(code ?? 1);
  return notices;
}

/** Prints the notices the project's Node (the `node` package just installed) does not satisfy; counts the rest. */
function reportEngineNotices(notices) {
  if (notices.length === 0) return;
  const require = createRequire(join(repository, 'package.json'));
  let projectNode;
  let satisfies;
  try {
    projectNode = require('node/package.json').version;
    satisfies = require('semver').satisfies;
  } catch {
    // No project Node or no semver to judge by: every notice stands.
  }
  const standing = standingEngineNotices(notices, projectNode, satisfies);
  for (const notice of standing)
    console.warn(`npm warn EBADENGINE ${notice.package} requires Node ${notice.node ?? '(another engine)'}`);
  const settled = notices.length - standing.length;
  if (settled > 0)
    console.log(
      `[bootstrap] ${settled} packages need a newer Node than this machine's ${process.version}; ` +
        `the project's own Node ${projectNode}, which runs everything from here on, meets each.`,
    );
}
