// The keyboard's way through a region of the page, as a keyboard user goes: from the region's start (focused as a
// skip link leaves it; focus() on a control alone is not :focus-visible), Tab by Tab, each stop with the width of
// its focus ring.
import type { Locator, Page } from '@playwright/test';

export interface KeyboardStop {
  tag: string;
  /** The element's accessible name or text, shortened. */
  name: string;
  /** The focus ring's width in px, 0 without one (a box shadow counts as a ring). */
  ring: number;
  /** Text fields show their focus by their border's colour, not by a ring. */
  isTextField: boolean;
}

/** The stops inside `region`, up to `most`, until the focus leaves it or (if given) `until` has it. */
export async function tabThrough(
  page: Page,
  region: Locator,
  { until, most = 60 }: { until?: Locator; most?: number } = {},
): Promise<KeyboardStop[]> {
  await region.evaluate((element) => {
    (element as HTMLElement).tabIndex = -1;
    (element as HTMLElement).focus();
  });
  const stops: KeyboardStop[] = [];
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    const stop = await region.evaluate((area): KeyboardStop | null => {
      const focused = document.activeElement;
      if (!focused || focused === area || !area.contains(focused)) return null;
      const { outlineStyle, outlineWidth, boxShadow } = getComputedStyle(focused);
      const outline = outlineStyle === 'none' ? 0 : Number.parseFloat(outlineWidth);
      return {
        tag: focused.tagName.toLowerCase(),
        name: (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40),
        ring: outline > 0 ? outline : boxShadow !== 'none' ? 1 : 0,
        isTextField: focused.matches('input, textarea, select'),
      };
    });
    if (stop === null) break;
    stops.push(stop);
    if (until && (await until.evaluate((element) => element === document.activeElement))) break;
  }
  return stops;
}
