// What the file system says about a set of files, without reading them: each one's path, size and modification
// time, added to a hash. Any edit changes the time; a needless rebuild after a mere touch is only slow. Used
// for the bundle's stamp (bundle-stamp.mjs) and the seed snapshot's cache key (seed/snapshot-cache.ts). Plain
// JavaScript, as server.mjs uses it before any TypeScript is loaded.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files under `dir`, recursively, whose names end with `extension`, test files left out, sorted; none when
 * `dir` is missing (an image that ships the bundle without the sources). */
export function sourceFiles(dir, extension = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension) && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Adds each file's path (relative to `root`), size and modification time to `hash`; a missing file says so. */
export function addFileFacts(hash, files, root) {
  for (const file of files) {
    let facts = 'missing';
    try {
      const { size, mtimeMs } = statSync(file);
      facts = `${size}|${mtimeMs}`;
    } catch {
      // a missing file (no install yet) is a state of its own
    }
    hash.update(`${relative(root, file)}|${facts}\n`);
  }
  return hash;
}
