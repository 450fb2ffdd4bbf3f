// Helpers over navigation trees: the linked leaves under an item, and whether a link matches the current path.
import type { NavigationItem } from './navigation-item';

/** Basic items with a link found under groups, collapsables and asides, in display order. */
export function collectLinkedLeaves(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => {
    if (item.type === 'divider' || item.type === 'spacer') return [];
    if (item.type === 'basic') return item.link ? [item] : [];
    return collectLinkedLeaves(item.children ?? []);
  });
}

/** A link is active on its own path and on the paths below it ("/espacio" is active on "/espacio/persona"). */
export function isLinkActive(pathname: string, link: string | undefined): boolean {
  if (!link?.startsWith('/')) return false;
  const base = link.length > 1 ? link.replace(/\/+$/, '') : link;
  return pathname === base || (base !== '/' && pathname.startsWith(`${base}/`));
}

/**
 * What a menu entry tells a screen reader about the address shown (aria-current): "page" on the entry of this very
 * screen, "true" on the entry of the section holding it (a record under its list), nothing elsewhere.
 */
export function ariaCurrent(pathname: string, link: string | undefined): 'page' | 'true' | undefined {
  if (!isLinkActive(pathname, link)) return undefined;
  return pathname === link || `${pathname}/` === link ? 'page' : 'true';
}

export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link);
}
