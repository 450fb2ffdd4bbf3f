// The loading bar shows after 200 ms while a request is outstanding, and goes when it ends.
import { accounts, expect, test } from './fixtures.ts';

test('shows the loading bar during a slow request only', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await expect(page.getByRole('heading', { name: 'Bienvenido' })).toBeVisible();
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveCount(0);

  // Hold the next navigation request (the language switch refetches the menu) for 1.5 s.
  await page.route(
    (url) => url.pathname === '/api/common/navigation' && url.searchParams.get('lang') === 'en',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(bar).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Welcome' }),
  ).toBeVisible({
    timeout: 5000,
  });
  await expect(bar).toHaveCount(0);
});
