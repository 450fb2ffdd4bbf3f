// The loading bar shows after 200 ms while a request is outstanding, and goes when it ends; the main content
// is `aria-busy` meanwhile. The slow request is held by the test until the bar has been seen, then let through:
// no waiting on real time.
import { accounts, expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

test('shows the loading bar during a slow request only', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const bar = page.getByRole('progressbar');
  const main = page.locator('#main-content');
  await expect(bar).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');

  // Hold the next navigation request (the language switch refetches the menu) until the bar shows.
  const menu = await holdRequests(
    page,
    (url) => url.pathname === '/api/common/navigation' && url.searchParams.get('lang') === 'en',
  );
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(bar).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  menu.release();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Welcome' }),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
});
