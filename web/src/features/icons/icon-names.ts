// What the icon page shows and copies: the names matching the search, and the name as the app writes it
// ("heroicons_outline:home"; bare for Material twotone, whose namespace is empty).
export function matchingIcons(list: readonly string[], query: string | undefined): string[] {
  const text = query?.trim().toLowerCase() ?? '';
  return text === '' ? [...list] : list.filter((name) => name.toLowerCase().includes(text));
}

export function qualifiedName(namespace: string, name: string): string {
  return namespace === '' ? name : `${namespace}:${name}`;
}

/** The set's preview size: Tailwind's icon-size-N is N × 4 px. */
export function gridPixels(grid: string): number {
  const step = Number(/icon-size-(\d+)/.exec(grid)?.[1]);
  return Number.isFinite(step) && step > 0 ? step * 4 : 24;
}
