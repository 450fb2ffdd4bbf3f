import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadSeedSnapshot, seedCacheKey } from './snapshot-cache.ts';

/** A folder of the system's temporary one, removed when the test ends. */
function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

describe('seed snapshot cache', () => {
  it('builds the seed once, then reads the same snapshot back from the cache', async () => {
    const dir = temporaryFolder('seed-cache-');
    const now = new Date('2026-11-23T10:00:00Z');
    const built = await loadSeedSnapshot(7, now, dir);
    expect(readdirSync(dir)).toHaveLength(1);
    const cached = await loadSeedSnapshot(7, now, dir);
    expect(cached).toEqual(built);
    expect(readdirSync(dir)).toHaveLength(1);
  }, 60_000);

  it('removes snapshots written more than a day ago when it writes a new one, and nothing else', async () => {
    const dir = temporaryFolder('seed-cache-');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of ['seed-01d.json', 'seed-01d.json.4242.tmp', 'notes.txt']) {
      writeFileSync(join(dir, name), '{}');
      utimesSync(join(dir, name), twoDaysAgo, twoDaysAgo);
    }
    writeFileSync(join(dir, 'seed-12.json'), '{}');
    await loadSeedSnapshot(7, new Date('2026-11-23T10:00:00Z'), dir);
    expect(readdirSync(dir).sort()).toEqual(
      ['notes.txt', 'seed-12.json', `seed-${seedCacheKey(7, new Date('2026-11-23T10:00:00Z'))}.json`].sort(),
    );
  }, 60_000);

  it('keys the snapshot by seed and day', async () => {
    const day = new Date('2026-11-23T10:00:00Z');
    const sameDay = new Date('2026-11-23T23:00:00Z');
    const nextDay = new Date('2026-11-24T10:00:00Z');
    expect(seedCacheKey(7, day)).toBe(seedCacheKey(7, sameDay));
    expect(seedCacheKey(7, day)).not.toBe(seedCacheKey(7, nextDay));
    expect(seedCacheKey(7, day)).not.toBe(seedCacheKey(8, day));
  });

  it('keys the snapshot by every seed file, data files included', () => {
    const root = temporaryFolder('sources-');
    const menuTexts = join(root, 'server', 'src', 'template', 'navigation', 'locales', 'es.json');
    mkdirSync(join(root, 'server', 'src', 'seed'), { recursive: true });
    mkdirSync(join(menuTexts, '..'), { recursive: true });
    writeFileSync(join(root, 'server', 'src', 'seed', 'index.ts'), 'export {};\n');
    writeFileSync(menuTexts, '{ "riesgos.evaluar": { "title": "Evaluar" } }\n');
    const day = new Date('2026-11-23T10:00:00Z');
    const first = seedCacheKey(7, day, root);
    expect(seedCacheKey(7, day, root)).toBe(first);
    // The menu's texts edited: a server started now must not answer the old menu from the cached snapshot.
    writeFileSync(menuTexts, '{ "riesgos.evaluar": { "title": "Evaluar riesgo" } }\n');
    expect(seedCacheKey(7, day, root)).not.toBe(first);
  });

  it("keys an image's snapshot, which has the bundle without the sources, by the bundle's stamp", () => {
    const root = temporaryFolder('bundle-only-');
    mkdirSync(join(root, 'server', 'dist'), { recursive: true });
    const day = new Date('2026-11-23T10:00:00Z');
    writeFileSync(join(root, 'server', 'dist', 'stamp.txt'), 'a1b2c3\n');
    const first = seedCacheKey(7, day, root);
    expect(seedCacheKey(7, day, root)).toBe(first);
    // Another build of the bundle (another version of the seed, perhaps): another snapshot.
    writeFileSync(join(root, 'server', 'dist', 'stamp.txt'), 'd4e5f6a7\n');
    expect(seedCacheKey(7, day, root)).not.toBe(first);
  });
});
