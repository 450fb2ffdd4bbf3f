// Colour scheme, theme and language switches, remembered across reloads; every theme keeps 4.5:1 contrast.
import { accessibilityViolations } from './axe.ts';
import { faintControlEdges } from './control-edges.ts';
import { accounts, expect, test, writeStorage } from './fixtures.ts';
import { openInApp, settled } from './screen-settling.ts';

test('switches to the dark scheme and keeps it after a reload', async ({ page }) => {
  await page.goto('/espacio');
  await page.getByRole('button', { name: 'Apariencia' }).click();
  await page.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Apariencia' }).click();
  await page.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('switches the language: texts and the navigation of the API change', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Bienvenida' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Welcome' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});

// Every theme the settings menu offers keeps text, links and controls at 4.5:1 in both colour schemes, on a public
// screen and on a back-office one (axe's colour rules: a theme changes colours only, and the walk checks every
// rule in the default theme). The themes are the menu's own swatches.
// With more contrast asked for (prefers-contrast: more), every theme's text reads at 7:1 (theme.ts,
// enhancedContrastCss).
const contrasts = [
  { media: 'no-preference', rules: 'colours', ratio: '4.5:1', asked: '' },
  { media: 'more', rules: 'enhanced', ratio: '7:1', asked: ', more contrast asked for' },
] as const;
for (const scheme of ['light', 'dark']) {
  // The 7:1 tokens are the same on every screen: the staff home, with the most kinds of coloured text, checks them.
  for (const [{ screen, account }, contrast] of [
    [{ screen: '/espacio', account: undefined }, contrasts[0]],
    [{ screen: '/welcome/home', account: accounts.admin }, contrasts[0]],
    [{ screen: '/welcome/home', account: accounts.admin }, contrasts[1]],
  ] as const) {
    test(`every theme reads at ${contrast.ratio} on ${screen} in the ${scheme} scheme${contrast.asked}`, async ({
      page,
      signIn,
    }) => {
      if (account) await signIn(account);
      await writeStorage(page, { 'color-scheme': scheme });
      await page.emulateMedia({ contrast: contrast.media });
      await page.goto(screen);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const found: string[] = [];
      const menuButton = page.getByRole('button', { name: 'Apariencia' });
      const setMenuOpen = async (open: boolean) => {
        if ((await menuButton.getAttribute('aria-expanded')) !== String(open)) await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', String(open));
      };
      await setMenuOpen(true);
      const swatches = page.getByRole('dialog').locator('button[aria-pressed]');
      // The menu's content is drawn after the button says it is open: wait for it before counting.
      await expect(swatches.first()).toBeVisible();
      const count = await swatches.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        await setMenuOpen(true);
        const swatch = swatches.nth(index);
        const theme = (await swatch.getAttribute('aria-label')) ?? String(index);
        await swatch.click();
        await expect(swatch).toHaveAttribute('aria-pressed', 'true');
        await setMenuOpen(false);
        for (const violation of await accessibilityViolations(page, contrast.rules))
          found.push(`${theme}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }
}

// The walk (screen-walk.spec.ts) checks every screen in the light scheme; these carry filled buttons, badges,
// coloured text and links, the parts whose contrast the dark scheme changes, and fields, check boxes and switches,
// whose edges must read at 3:1 (control-edges.ts).
test("the dark scheme reads at 4.5:1, and its fields' edges at 3:1, on the screens with filled and coloured controls", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(accounts.admin);
  await writeStorage(page, { 'color-scheme': 'dark' });
  await page.goto('/welcome/home');
  await settled(page);
  const found: string[] = [];
  for (const path of [
    '/posteos',
    '/apps/mailbox',
    '/apps/contacts',
    '/risk',
    '/apps/scrumboard',
    '/dashboards/project',
    // Check boxes, and a switch.
    '/apps/tasks',
    '/apps/ecommerce/inventory',
    // A link inside a sentence: its colour alone told it apart from the text around it at 1.8:1.
    '/web/registracion',
  ]) {
    await openInApp(page, path);
    for (const violation of await accessibilityViolations(page, 'colours')) found.push(`${path}: ${violation}`);
    for (const control of await faintControlEdges(page)) found.push(`${path}: faint edge of ${control}`);
  }
  expect(found).toEqual([]);
});

// People who ask their system for more contrast get text at 7:1 (WCAG AAA) on every kind of screen, in both
// schemes: secondary text, badges, links, filled buttons, segmented controls, coloured text.
for (const scheme of ['light', 'dark']) {
  test(`with more contrast asked for, text reads at 7:1 on the staff and public screens in the ${scheme} scheme`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn(accounts.admin);
    await writeStorage(page, { 'color-scheme': scheme });
    await page.emulateMedia({ contrast: 'more' });
    await page.goto('/welcome/home');
    await settled(page);
    const found: string[] = [];
    for (const path of [
      '/welcome/home',
      '/users',
      '/audittrail',
      '/productos',
      '/posteos',
      '/riesgos',
      '/agenda',
      '/apps/mailbox',
      '/apps/tasks',
      '/apps/ecommerce/inventory',
      '/dashboards/project',
      '/pages/settings',
      '/espacio',
      '/web/registracion',
    ]) {
      await openInApp(page, path);
      for (const violation of await accessibilityViolations(page, 'enhanced')) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
