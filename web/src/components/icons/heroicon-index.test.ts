import * as outline from '@heroicons/react/24/outline';
import { describe, expect, it } from 'vitest';
import { heroiconKey, indexHeroicons } from './heroicon-index';

describe('heroicon lookup', () => {
  const index = indexHeroicons(outline);

  it('finds the icons the API names, digits and all', () => {
    expect(index.get(heroiconKey('heroicons_outline:home'))).toBe(outline.HomeIcon);
    expect(index.get(heroiconKey('heroicons_outline:squares-2x2'))).toBe(outline.Squares2X2Icon);
    expect(index.get(heroiconKey('heroicons_outline:cog-6-tooth'))).toBe(outline.Cog6ToothIcon);
    expect(index.get(heroiconKey('heroicons_outline:presentation-chart-line'))).toBe(outline.PresentationChartLineIcon);
  });

  it('knows nothing of names outside the set', () => {
    expect(index.get(heroiconKey('heroicons_outline:no-such-icon'))).toBeUndefined();
  });

  it('ignores exports that are not icons', () => {
    expect(indexHeroicons({ default: {}, helper: () => null, BrokenIcon: null }).size).toBe(0);
  });
});
