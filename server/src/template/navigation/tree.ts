// Walks over navigation trees: filling the variants from the default menu, and listing its pages.
import type { NavigationItem, NavigationSet } from './types.ts';

/** Items of compact, futuristic and horizontal whose id is a default top-level item get a copy of its children. */
export function fillVariants(set: NavigationSet): NavigationSet {
  const defaults = new Map(set.default.map((item) => [item.id, item]));
  for (const items of [set.compact, set.futuristic, set.horizontal]) {
    for (const item of items) {
      const source = defaults.get(item.id);
      if (source !== undefined) item.children = structuredClone(source.children ?? []);
    }
  }
  return set;
}

/** Every `basic` item, at any depth, in menu order: the template's "flat navigation". */
export function leaves(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => (item.type === 'basic' ? [item] : leaves(item.children ?? [])));
}

export function findItem(items: readonly NavigationItem[], id: string): NavigationItem | undefined {
  for (const item of items) {
    const found = item.id === id ? item : findItem(item.children ?? [], id);
    if (found !== undefined) return found;
  }
  return undefined;
}
