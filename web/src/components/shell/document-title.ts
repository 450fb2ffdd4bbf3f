// The browser tab's title for a screen: the name of the record it shows (record-title.ts), the page's own title (a
// route's `staticData.title`), else the title of the menu entry whose link is the longest prefix of the address,
// then the application's short name.
import type { NavigationItem } from '../navigation/navigation-item';

function isUnder(pathname: string, link: string): boolean {
  return pathname === link || pathname.startsWith(link.endsWith('/') ? link : `${link}/`);
}

/** The title of the menu entry that best matches the address (the longest matching link). */
export function menuTitleFor(pathname: string, items: readonly NavigationItem[]): string | undefined {
  let best: { length: number; title: string } | undefined;
  const visit = (list: readonly NavigationItem[]) => {
    for (const item of list) {
      if (item.link !== undefined && item.title !== undefined && isUnder(pathname, item.link)) {
        if (best === undefined || item.link.length > best.length)
          best = { length: item.link.length, title: item.title };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best?.title;
}

export function composeTitle(
  pageTitle: string | undefined,
  appName: string,
  recordTitles: readonly string[] = [],
): string {
  return [...new Set([...recordTitles, pageTitle, appName].filter(Boolean))].join(' · ');
}

/** What announces the screen: its records' names, then the page's title (commas, which a screen reader pauses on). */
export function spokenTitle(pageTitle: string | undefined, recordTitles: readonly string[] = []): string | undefined {
  const parts = [...new Set([...recordTitles, pageTitle].filter(Boolean))];
  return parts.length > 0 ? parts.join(', ') : undefined;
}
