// Training space against the live server: a visitor reads published trainings as the guest user, searches
// and pages them in the URL and opens one; a signed-in person sees their own trainings.
import { accounts, expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { listStatus } from './list-status.ts';
import { shownText } from './shown-text.ts';

test.describe('training space', () => {
  test('a visitor reads published trainings as the guest, searches them and opens one', async ({ page }) => {
    const guest = page.waitForResponse((response) => response.url().endsWith('/api/auth/web/guest'));
    await page.goto('/espacio');
    expect((await guest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Capacitación' })).toBeVisible();
    await expect(shownText(page, '12 capacitaciones publicadas')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    // The visitor stays signed out: the header offers to sign in.
    await expect(page.getByRole('link', { name: 'Ingresar' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\/espacio\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(listStatus(page)).toHaveText('Página 2 de 2');

    await page.getByLabel('Buscar capacitaciones').fill('fraude');
    await expect(page).toHaveURL(/\/espacio\?q=fraude$/);
    await expect(shownText(page, '1 capacitación publicada')).toBeVisible();
    await page
      .getByRole('link', { name: 'Prevención del fraude y la corrupción en la contratación', exact: true })
      .click();

    await expect(page).toHaveURL(/\/espacio\/capacitacion\/[0-9a-f]{24}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prevención del fraude y la corrupción en la contratación' }),
    ).toBeVisible();
    await expect(page.getByText('3.ª edición 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Material del curso' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Descargar / })).toHaveCount(1);

    await page.goBack();
    await expect(page.getByLabel('Buscar capacitaciones')).toHaveValue('fraude');
    await page.getByLabel('Buscar capacitaciones').fill('zzzz');
    await expect(shownText(page, 'No hay capacitaciones publicadas que coincidan con «zzzz».')).toBeVisible();
  });

  // Cards shown before their files grew as the files came (Lighthouse's layout shift on the training space): a page's
  // cards come with their files, and while the next page's are on their way the page before stays.
  test("a page's cards come with their files, the page before staying while the next one's are awaited", async ({
    page,
  }) => {
    const files = await holdRequests(page, '**/api/node/documents/with-assets?**');
    const posts = page.waitForResponse((response) => response.url().includes('/api/node/posts/'));
    await page.goto('/espacio');
    await posts;
    await expect.poll(files.count).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Capacitación' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    files.release();
    const first = page.getByRole('article').first();
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(first.getByRole('link', { name: /^Descargar / }).first()).toBeVisible();
    const firstTitle = await first.getByRole('heading').textContent();

    const nextFiles = await holdRequests(page, '**/api/node/documents/with-assets?**');
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect.poll(nextFiles.count).toBeGreaterThan(0);
    await expect(first.getByRole('heading')).toHaveText(firstTitle ?? '');
    await expect(first.getByRole('link', { name: /^Descargar / }).first()).toBeVisible();
    nextFiles.release();
    await expect(first.getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('my trainings lists the enrolments and certificate requests of the signed-in person', async ({
    page,
    signIn,
  }) => {
    const lucia = await signIn(accounts.lucia);
    await page.goto(`/espacio/capacitacion/persona/${lucia.user.personId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis formaciones' })).toBeVisible();
    await expect(page.getByText('Fondos europeos del PRTR: control y verificación')).toBeVisible();
    await expect(page.getByText('Rechazada')).toBeVisible();
    // Another person's id is replaced by the user's own.
    await page.goto('/espacio/capacitacion/persona/000000000000000000000000');
    await expect(page).toHaveURL(new RegExp(`/espacio/capacitacion/persona/${lucia.user.personId}$`));
  });
});
