// Icons (issue 11): search a set (the search in the URL, after the input pauses) and copy an icon's name
// to the clipboard; every set draws its icons.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { iconSets } from '../../web/src/features/icons/icons-search.ts';
import { accounts, expect as baseExpect, bearer, test } from './fixtures.ts';
import { openInApp, settled } from './screen-settling.ts';
import { shownText } from './shown-text.ts';

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
  await expect(shownText(page, '292 iconos')).toBeVisible();
  await expect(page.getByText('Tamaño: 24 px')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar un icono' }).fill('academic');
  await page.clock.runFor(300);
  await expect(page).toHaveURL(/[?&]q=academic/);
  await expect(shownText(page, /^1 icono$/)).toBeVisible();
  await page.getByRole('button', { name: 'academic-cap', exact: true }).click();
  await expect(page.getByText('Copiado: heroicons_outline:academic-cap')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_outline:academic-cap');

  await page.getByRole('tab', { name: 'Heroicons mini' }).click();
  await expect(page).toHaveURL(/\/ui\/icons\/heroicons-mini\?q=academic$/);
  await expect(page.getByText('Tamaño: 20 px')).toBeVisible();
});

test('draws every icon of every set: Feather and Material from sprites built from their packages', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  await page.goto('/ui/icons');
  await settled(page);
  for (const set of iconSets) {
    await openInApp(page, `/ui/icons/${set}`);
    const catalogue = (await (
      await api.get(`/api/ui/icons/${set}`, { headers: bearer(admin.accessToken) })
    ).json()) as Schema<'IconsCatalogue'>;
    const first = catalogue.list[0] ?? '';
    const tile = page.getByRole('button', { name: first, exact: true });
    await expect(tile.locator('svg'), set).toBeVisible();
    const href = await tile
      .locator('svg use')
      .getAttribute('href', { timeout: 1_000 })
      .catch(() => null);
    if (set.startsWith('heroicons')) {
      expect(href, set).toBeNull();
      continue;
    }
    // A sprite set: its file has a drawing for every name the API lists.
    const [url, fragment] = (href ?? '').split('#');
    expect(fragment).toBe(`icon-${first}`);
    const sprite = await (await page.request.get(url ?? '')).text();
    const missing = catalogue.list.filter((name) => !sprite.includes(`<symbol id="icon-${name}"`));
    expect(missing, set).toEqual([]);
  }
});
