import type { Locator, Page } from '@playwright/test';

/**
 * A text shown on the screen, not the same words in a list's status region (ListStatus), which is there for screen
 * readers: a search's count is in both.
 */
export function shownText(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByText(text).and(scope.locator(':not([role="status"], [role="status"] *)'));
}
