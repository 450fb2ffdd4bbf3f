// The seed as a server process starts from: read from a cache file when one matches, else built (faker,
// password hashing: the slow part of a start) and cached for the next start. The cache key covers the SEED,
// the day (seeded dates are relative to "now") and every seed module (size and modification time), so any
// change of the seed's code or data makes a new snapshot. A cache that cannot be written (read-only disk) is
// skipped; snapshots of earlier days are removed when a new one is written.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prehashSeedPasswords } from '../auth/passwords.ts';
import { stampFileName } from '../bundle-stamp.mjs';
import { addFileFacts, sourceFiles } from '../file-stamp.mjs';
import { projectRoot } from '../project-paths.ts';
import type { SeedSnapshot } from '../store/state.ts';
import { SEEDED_PASSWORDS } from './node/credentials.ts';

export const SEED_CACHE_DIR = join(projectRoot, 'node_modules', '.cache', 'procurement-seed');

/** The key of the seed for `seed` on `now`'s day: every file that can change it, the seed builders and their data,
 * the template areas' seeds and data files and password hashing, stands in by size and modification time (see file-stamp.mjs). An image that
 * ships the bundle without the sources has the bundle's stamp, which its build wrote, stand in for them. */
export function seedCacheKey(seed: number, now: Date, root = projectRoot): string {
  const hash = createHash('sha256').update(`${seed}|${now.toISOString().slice(0, 10)}`);
  const sources = join(root, 'server', 'src');
  // Every file, not only the modules: the seed reads data files too (the menu's texts are JSON).
  const seedSources = sourceFiles(join(sources, 'seed'));
  const files =
    seedSources.length === 0
      ? [join(root, 'server', 'dist', stampFileName)]
      : [...seedSources, ...sourceFiles(join(sources, 'template')), join(sources, 'auth', 'passwords.ts')];
  return addFileFacts(hash, files, root).digest('hex').slice(0, 24);
}

/** A snapshot's file is kept for a day after its last write: its key names a day, so older ones never match. */
const KEPT_MS = 24 * 60 * 60 * 1000;

async function removeOldSnapshots(dir: string, kept: string): Promise<void> {
  const cutoff = Date.now() - KEPT_MS;
  for (const name of await readdir(dir)) {
    const file = join(dir, name);
    // Snapshots, and the partial files of writes that never finished.
    if (file === kept || !/^seed-[0-9a-f]+\.json(\.\d+\.tmp)?$/.test(name)) continue;
    // Another server may be removing it too.
    const written = await stat(file).catch(() => undefined);
    if (written !== undefined && written.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

export async function loadSeedSnapshot(seed: number, now = new Date(), dir = SEED_CACHE_DIR): Promise<SeedSnapshot> {
  const file = join(dir, `seed-${seedCacheKey(seed, now)}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SeedSnapshot;
  } catch {
    // no snapshot for this key yet
  }
  // Hashed on the thread pool first, in parallel: other cores' time, not the build's.
  await prehashSeedPasswords(SEEDED_PASSWORDS);
  const { buildSeed } = await import('./index.ts');
  const snapshot = buildSeed({ seed, now });
  try {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(snapshot));
    await rename(partial, file);
    await removeOldSnapshots(dir, file);
  } catch {
    // read-only disk: every start builds the seed
  }
  return snapshot;
}
