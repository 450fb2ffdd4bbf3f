// The seed as a server process starts from: read from a cache file when one matches, else built (faker,
// password hashing: the slow part of a start) and cached for the next start. The cache key covers the SEED,
// the day (seeded dates are relative to "now") and every seed module (size and modification time), so any
// change of the seed's code or data makes a new snapshot. A cache that cannot be written (read-only disk) is
// skipped.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot, serverSources } from '../project-paths.ts';
import type { SeedSnapshot } from '../store/state.ts';

export const SEED_CACHE_DIR = join(projectRoot, 'node_modules', '.cache', 'procurement-seed');

/** Every file that can change the seed: the seed builders, the template areas' seeds, password hashing. */
async function seedSources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      found.push(join(entry.parentPath, entry.name));
    }
  }
  return found.sort();
}

export async function seedCacheKey(seed: number, now: Date): Promise<string> {
  const hash = createHash('sha256').update(`${seed}|${now.toISOString().slice(0, 10)}`);
  const files = [
    ...(await seedSources(join(serverSources, 'seed'))),
    ...(await seedSources(join(serverSources, 'template'))),
    join(serverSources, 'auth', 'passwords.ts'),
  ];
  // Size and modification time stand for each file's content: reading and hashing some 200 files cost
  // ~30 ms of every start; any edit changes the time, and a needless rebuild is merely slow.
  const stats = await Promise.all(files.map((file) => stat(file)));
  files.forEach((file, index) => {
    hash.update(`${file.slice(serverSources.length)}|${stats[index]?.size}|${stats[index]?.mtimeMs}\n`);
  });
  return hash.digest('hex').slice(0, 24);
}

export async function loadSeedSnapshot(seed: number, now = new Date(), dir = SEED_CACHE_DIR): Promise<SeedSnapshot> {
  const file = join(dir, `seed-${await seedCacheKey(seed, now)}.json`);
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
