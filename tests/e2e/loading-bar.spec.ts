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

// A template screen's wait was a spinner named by an aria-label on a span, which no screen reader reads: it says so in
// a status region, in the screen's words where it has its own, as the staff screens do.
test('a template screen says its data is on its way in a status region', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const icons = await holdRequests(page, (url) => url.pathname.startsWith('/api/ui/icons/'));
  await page.goto('/ui/icons');
  const waiting = page.getByRole('status').filter({ hasText: 'Cargando…' });
  await expect(waiting).toBeVisible();
  expect(icons.count()).toBeGreaterThan(0);
  icons.release();
  await expect(waiting).toHaveCount(0);

  const [contact] = await (await api.get('/api/apps/contacts/all')).json();
  const card = await holdRequests(page, (url) => url.pathname === '/api/apps/contacts/contact');
  await page.goto(`/apps/contacts/${contact.id}`);
  const contactWaiting = page.getByRole('status').filter({ hasText: 'Cargando contactos…' });
  await expect(contactWaiting).toBeVisible();
  card.release();
  await expect(contactWaiting).toHaveCount(0);
  await expect(page.getByRole('heading', { name: contact.name })).toBeVisible();
});
