// The drawings of an icon set, where the app has them: the three heroicons sets come from
// @heroicons/react (loaded with the set, in their own chunks). Feather and Material have no drawings in
// the app; their tiles show the name's initials.
import { useQuery } from '@tanstack/react-query';
import { type IconComponent, indexHeroicons } from '../../components/icons/heroicon-index';
import type { IconSet } from './icons-search';

const loaders: Partial<Record<IconSet, () => Promise<Record<string, unknown>>>> = {
  'heroicons-outline': () => import('@heroicons/react/24/outline'),
  'heroicons-solid': () => import('@heroicons/react/24/solid'),
  'heroicons-mini': () => import('@heroicons/react/20/solid'),
};

export function useSetGlyphs(set: IconSet): Map<string, IconComponent> | undefined {
  const load = loaders[set];
  const glyphs = useQuery({
    queryKey: ['icon-glyphs', set],
    queryFn: async () => indexHeroicons(await (load ?? (async () => ({})))()),
    enabled: load !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return glyphs.data;
}
