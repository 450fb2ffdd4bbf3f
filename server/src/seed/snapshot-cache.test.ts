import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedSnapshot, seedCacheKey } from './snapshot-cache.ts';

describe('seed snapshot cache', () => {
  it('builds the seed once, then reads the same snapshot back from the cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-cache-'));
    const now = new Date('2026-11-23T10:00:00Z');
    const built = await loadSeedSnapshot(7, now, dir);
    expect(readdirSync(dir)).toHaveLength(1);
    const cached = await loadSeedSnapshot(7, now, dir);
    expect(cached).toEqual(built);
    expect(readdirSync(dir)).toHaveLength(1);
  }, 60_000);

  it('keys the snapshot by seed and day', async () => {
    const day = new Date('2026-11-23T10:00:00Z');
    const sameDay = new Date('2026-11-23T23:00:00Z');
    const nextDay = new Date('2026-11-24T10:00:00Z');
    expect(seedCacheKey(7, day)).toBe(seedCacheKey(7, sameDay));
    expect(seedCacheKey(7, day)).not.toBe(seedCacheKey(7, nextDay));
    expect(seedCacheKey(7, day)).not.toBe(seedCacheKey(8, day));
  });
});
