// Waiting for a screen of the app to settle, and opening screens inside a loaded app, for the walks over
// many screens (the accessibility and language walk, the theme contrast checks).
import { expect, type Page } from '@playwright/test';

/** Waits until the screen is drawn and its data is in: the app marks the main content `aria-busy` meanwhile. */
export async function settled(page: Page): Promise<void> {
  const main = page.locator('#main-content');
  // The first screen of a test loads the app and its session: allow for a busy machine.
  await expect(main).toBeVisible({ timeout: 20_000 });
  // Two painted frames: the screen has been committed and the requests it makes have started.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(main).not.toHaveAttribute('aria-busy', /.*/, { timeout: 20_000 });
}

/** Opens a screen inside the loaded app, as the back and forward buttons do: no reload between screens. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await settled(page);
}

/**
 * Whether the page's main thread comes to rest (an idle period) within a few seconds: a screen that renders
 * again and again, which nothing on it shows, never lets it, and burns a core for as long as it is open.
 */
export function mainThreadRests(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestIdleCallback(() => resolve(true));
        setTimeout(() => resolve(false), 5_000);
      }),
  );
}
