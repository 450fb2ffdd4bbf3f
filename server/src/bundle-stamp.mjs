// Whether the server's bundle (server/dist, made by server/build/bundle.ts) was built from the sources and
// packages as they are now. The stamp is a hash of each source file's path, size and modification time, of the
// bundle's build script, and of the installed packages' lock (node_modules/.package-lock.json): any edit or
// install changes it. Plain JavaScript, like server.mjs, which checks it at every start (a few milliseconds).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The file in the bundle's folder the build writes the stamp of what it bundled to, last. */
export const stampFileName = 'stamp.txt';

/** The stamp of the sources and packages under `root` as they are now. */
export function bundleStamp(root) {
  const sources = join(root, 'server', 'src');
  const files = readdirSync(sources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  files.push(join(root, 'server', 'build', 'bundle.ts'), join(root, 'node_modules', '.package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files) {
    let facts = 'missing';
    try {
      const { size, mtimeMs } = statSync(file);
      facts = `${size}|${mtimeMs}`;
    } catch {
      // a missing lock (no install yet) is a state of its own
    }
    hash.update(`${relative(root, file)}|${facts}\n`);
  }
  return hash.digest('hex').slice(0, 24);
}

/** Whether a complete bundle built from the current sources is there ('current'), an older one ('stale'), or none. */
export function bundleStatus(root) {
  let built;
  try {
    built = readFileSync(join(root, 'server', 'dist', stampFileName), 'utf8').trim();
  } catch {
    return 'absent';
  }
  return built === bundleStamp(root) ? 'current' : 'stale';
}
