// React hides a suspended tree with display: none until what it waits for comes. A component that suspends with no
// boundary near it (code or words not there yet) hides the whole screen: a blank page for as long as it waits, which
// no assertion on the final state sees. Every test's page reports such a moment, and the test fails on it.
import type { Page } from '@playwright/test';

const seenByPage = new WeakMap<Page, string[]>();

/** Starts recording, on every page the tab opens, each time an element holding the main region is hidden. */
export async function watchScreenHiding(page: Page): Promise<void> {
  const seen: string[] = [];
  seenByPage.set(page, seen);
  await page.exposeBinding('reportScreenHidden', ({ frame }, what: string) => {
    seen.push(`${new URL(frame.url()).pathname}: ${what}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportScreenHidden: (what: string) => void }).reportScreenHidden;
    new MutationObserver((mutations) => {
      const main = document.querySelector('main');
      if (!main) return;
      for (const { target } of mutations) {
        if (target instanceof HTMLElement && target.contains(main) && target.style.display === 'none') {
          report(`${target.tagName.toLowerCase()}.${target.className} hidden`);
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
}

/** What hid the screen so far on the page. */
export function screenHidings(page: Page): readonly string[] {
  return seenByPage.get(page) ?? [];
}
