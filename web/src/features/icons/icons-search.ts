// The icon sets the API offers (GET /api/ui/icons/<set>) and the icon page's search text in the URL.
export const iconSets = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;
export type IconSet = (typeof iconSets)[number];
export const defaultIconSet: IconSet = 'feather';

export function isIconSet(value: unknown): value is IconSet {
  return (iconSets as readonly unknown[]).includes(value);
}

export interface IconsSearch {
  q?: string;
}

export function validateIconsSearch(search: Record<string, unknown>): IconsSearch {
  return typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q.slice(0, 60) } : {};
}
