import { describe, expect, it } from 'vitest';
import { readIconSets } from './catalogues.ts';
import { spriteIds } from './generate-sprite-names.ts';
import spriteNames from './sprite-names.json' with { type: 'json' };

const sets = readIconSets();

describe('readIconSets', () => {
  it('lists only names the template sprite of that family draws', () => {
    const family = (key: string) =>
      key.startsWith('heroicons') ? 'heroicons' : key.startsWith('material') ? 'material' : 'feather';
    for (const [key, set] of Object.entries(sets)) {
      const sprite = new Set(spriteNames[family(key) as keyof typeof spriteNames]);
      expect(
        set.list.filter((name) => !sprite.has(name)),
        key,
      ).toEqual([]);
    }
  });

  it('keeps the package names the sprites have (heroicons 292 of 324, feather 282 of 287)', () => {
    expect(sets['heroicons-outline']?.list).toHaveLength(292);
    expect(sets['heroicons-mini']?.list).toHaveLength(292);
    expect(sets.feather?.list).toHaveLength(282);
    expect(sets['material-twotone']?.list.length).toBeGreaterThan(1700);
    expect(sets['heroicons-outline']?.list).not.toContain('document-currency-euro');
  });

  it('uses the grid sizes of the template: icon-size-5 for the mini heroicons, icon-size-6 elsewhere', () => {
    expect(Object.fromEntries(Object.entries(sets).map(([key, set]) => [key, set.grid]))).toEqual({
      feather: 'icon-size-6',
      'heroicons-outline': 'icon-size-6',
      'heroicons-solid': 'icon-size-6',
      'heroicons-mini': 'icon-size-5',
      'material-solid': 'icon-size-6',
      'material-outline': 'icon-size-6',
      'material-twotone': 'icon-size-6',
    });
  });
});

describe('spriteIds', () => {
  it('reads nested <svg id> and <symbol id> entries, not the root', () => {
    const sprite = '<svg xmlns="x"><defs><svg\n id="b" x="0"></svg><symbol id="a"></symbol></defs></svg>';
    expect(spriteIds(sprite)).toEqual(['a', 'b']);
  });
});
