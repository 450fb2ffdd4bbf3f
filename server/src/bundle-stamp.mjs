// Whether the server's bundle (server/dist, made by server/build/bundle.ts) was built from the sources and
// packages as they are now. The stamp covers every source file (tests aside), the bundle's build script and
// the installed packages' lock (node_modules/.package-lock.json), by path, size and modification time: any
// edit or install changes it. Plain JavaScript, like server.mjs, which checks it at every start (a few ms).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addFileFacts, sourceFiles } from './file-stamp.mjs';

/** The file in the bundle's folder the build writes the stamp of what it bundled to, last. */
export const stampFileName = 'stamp.txt';

/** The stamp of the sources and packages under `root` as they are now. */
export function bundleStamp(root) {
  const files = [
    ...sourceFiles(join(root, 'server', 'src')),
    join(root, 'server', 'build', 'bundle.ts'),
    join(root, 'node_modules', '.package-lock.json'),
  ];
  return addFileFacts(createHash('sha256'), files, root).digest('hex').slice(0, 24);
}

/** Whether a complete bundle built from the current sources is there ('current'), an older one ('stale'), or none.
 * A complete bundle without the sources beside it (the Docker image ships only the bundle) is what there is to
 * run: current. */
export function bundleStatus(root) {
  let built;
  try {
    built = readFileSync(join(root, 'server', 'dist', stampFileName), 'utf8').trim();
  } catch {
    return 'absent';
  }
  if (!existsSync(join(root, 'server', 'src', 'start.ts'))) return 'current';
  return built === bundleStamp(root) ? 'current' : 'stale';
}
