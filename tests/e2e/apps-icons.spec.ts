// Icons (issue 11): search a set (the search in the URL, after the input pauses) and copy an icon's name
// to the clipboard.
import { accounts, expect as baseExpect, test } from './fixtures.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// A multi-step flow with server round trips on a shared machine: three times the usual budget.
test.slow();

test('searches icons and copies a name', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.clock.install();
  await page.goto('/ui/icons');
  await expect(page).toHaveURL(/\/ui\/icons\/feather$/);
  await page.getByRole('tab', { name: 'Heroicons contorno' }).click();
  await expect(page).toHaveURL(/\/ui\/icons\/heroicons-outline$/);
  await expect(page.getByText('292 iconos')).toBeVisible();
  await expect(page.getByText('Tamaño: 24 px')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar un icono' }).fill('academic');
  await page.clock.runFor(300);
  await expect(page).toHaveURL(/[?&]q=academic/);
  await expect(page.getByText('1 icono', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'academic-cap', exact: true }).click();
  await expect(page.getByText('Copiado: heroicons_outline:academic-cap')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_outline:academic-cap');

  await page.getByRole('tab', { name: 'Heroicons mini' }).click();
  await expect(page).toHaveURL(/\/ui\/icons\/heroicons-mini\?q=academic$/);
  await expect(page.getByText('Tamaño: 20 px')).toBeVisible();
});
