// The drawings of an icon set: the three heroicons sets come from @heroicons/react (loaded with the set, in
// their own chunks); Feather and Material from sprites built from their packages (web/build/icon-sprites.ts),
// which the browser fetches when the first icon of the set is drawn.

import { spriteHref, spriteSets } from 'virtual:icon-sprites';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { heroiconKey, indexHeroicons } from '../../components/icons/heroicon-index';
import type { IconSet } from './icons-search';

/** An icon of the set at a size in pixels; undefined when the set has no drawing of that name. */
export type DrawIcon = (name: string, size: number) => ReactNode | undefined;

const heroiconLoaders: Partial<Record<IconSet, () => Promise<Record<string, unknown>>>> = {
  'heroicons-outline': () => import('@heroicons/react/24/outline'),
  'heroicons-solid': () => import('@heroicons/react/24/solid'),
  'heroicons-mini': () => import('@heroicons/react/20/solid'),
};

function drawFromSprite(set: IconSet): DrawIcon {
  return (name, size) => (
    <svg width={size} height={size} fill="currentColor" aria-hidden>
      <use href={spriteHref(set, name)} />
    </svg>
  );
}

export function useSetGlyphs(set: IconSet): DrawIcon | undefined {
  const load = heroiconLoaders[set];
  const heroicons = useQuery({
    queryKey: ['icon-glyphs', set],
    queryFn: async () => indexHeroicons(await (load ?? (async () => ({})))()),
    enabled: load !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (spriteSets.includes(set)) return drawFromSprite(set);
  const index = heroicons.data;
  if (!index) return undefined;
  return (name, size) => {
    const Glyph = index.get(heroiconKey(name));
    return Glyph ? <Glyph width={size} height={size} aria-hidden /> : undefined;
  };
}
