// The seed as a server process starts from: read from a cache file when one matches, else built (faker,
// password hashing: the slow part of a start) and cached for the next start. The cache key covers the SEED,
// the day (seeded dates are relative to "now") and every seed module (size and modification time), so any
// change of the seed's code or data makes a new snapshot. A cache that cannot be written (read-only disk) is
// skipped.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addFileFacts, sourceFiles } from '../file-stamp.mjs';
import { projectRoot, serverSources } from '../project-paths.ts';
import type { SeedSnapshot } from '../store/state.ts';

export const SEED_CACHE_DIR = join(projectRoot, 'node_modules', '.cache', 'procurement-seed');

/** The key of the seed for `seed` on `now`'s day: every file that can change it, the seed builders, the template
 * areas' seeds and password hashing, stands in by size and modification time (see file-stamp.mjs). */
export function seedCacheKey(seed: number, now: Date): string {
  const hash = createHash('sha256').update(`${seed}|${now.toISOString().slice(0, 10)}`);
  const files = [
    ...sourceFiles(join(serverSources, 'seed'), '.ts'),
    ...sourceFiles(join(serverSources, 'template'), '.ts'),
    join(serverSources, 'auth', 'passwords.ts'),
  ];
  return addFileFacts(hash, files, serverSources).digest('hex').slice(0, 24);
}

export async function loadSeedSnapshot(seed: number, now = new Date(), dir = SEED_CACHE_DIR): Promise<SeedSnapshot> {
  const file = join(dir, `seed-${seedCacheKey(seed, now)}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SeedSnapshot;
  } catch {
    // no snapshot for this key yet
  }
  const { buildSeed } = await import('./index.ts');
  const snapshot = buildSeed({ seed, now });
  try {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(snapshot));
    await rename(partial, file);
  } catch {
    // read-only disk: every start builds the seed
  }
  return snapshot;
}
