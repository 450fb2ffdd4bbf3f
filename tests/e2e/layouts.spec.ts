// Layout choice (route data, then ?layout=, then configuration) and screenshots of all fourteen layouts at
// desktop and phone width, saved in test-results/screenshots/ for people to look at (`npm run screenshots`).
import { accounts, expect, screenshotsTag, snap, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { openInApp } from './screen-settling.ts';

const backOffice = [
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
];
const fixed: Record<string, string> = {
  // The sign-in screens send a signed-in user onwards; forgot-password shows the same empty layout.
  empty: '/forgot-password',
  capacitacion: '/espacio/capacitacion',
  personhome: '/espacio/persona',
  persontablero: '/espacio/persona/tablero',
};
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test('the ?layout= parameter switches the layout of a back-office screen', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/dashboards');
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableros de control' })).toBeVisible();

  await page.goto('/dashboards?layout=modern');
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  // Horizontal layouts put the menu in the header.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();

  await page.goto('/dashboards?layout=thin');
  await expect(page.locator('[data-layout="thin"]')).toBeVisible();
  await page.goto('/dashboards?layout=no-existe');
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
});

test("a route's own layout wins over ?layout=", async ({ page }) => {
  await page.goto('/espacio/capacitacion?layout=dense');
  await expect(page.locator('[data-layout="capacitacion"]')).toBeVisible();
  await page.goto('/sign-in?layout=dense');
  await expect(page.locator('[data-layout="empty"]')).toBeVisible();
});

// The shell's popups load after the first screen (web/src/components/deferred-popup/): each still opens from
// its trigger and leads where its entries say.
// The product's name beside its mark was cut to "Control de…" in the side panel of the default layout.
test('every back-office layout that shows the product name shows it whole', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/dashboards');
  let shown = 0;
  // Inside the loaded app: the layout follows the address, as it does after a reload.
  for (const layout of backOffice) {
    await openInApp(page, `/dashboards?layout=${layout}`);
    await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tableros de control' })).toBeVisible();
    const names = page.getByText('Control de Contrataciones', { exact: true }).filter({ visible: true });
    for (const name of await names.all()) {
      shown += 1;
      const isClipped = await name.evaluate(
        (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      );
      expect(isClipped, layout).toBe(false);
    }
  }
  expect(shown).toBeGreaterThan(3);
});

test('the navigation groups open their entries in the horizontal bar and the rail', async ({ page, signIn }) => {
  await page.setViewportSize(widths.desktop);
  await signIn(accounts.admin);
  await page.goto('/dashboards?layout=modern');
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  await bar.getByRole('button', { name: 'Inicio' }).click();
  await page.getByRole('menuitem', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/agenda/);

  await page.goto('/dashboards?layout=dense');
  const rail = page.getByRole('navigation', { name: 'Navegación principal' });
  await rail.getByLabel('Inicio', { exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Inicio', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Bienvenida' }).click();
  await expect(page).toHaveURL(/\/welcome\/home$/);
});

test('on a phone the menu button opens the navigation drawer, which closes on the way to a screen', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(widths.phone);
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Tableros de control' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(drawer).toBeHidden();
});

// The top-bar panels arrive after the first paint (shell-toolbar.tsx) and their room is kept meanwhile: the
// buttons beside them stay put, and a press begun on the language button before they arrive opens its menu.
test('the top-bar buttons keep their place when the panels arrive after the first paint', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  const chunks = await holdRequests(page, /\/assets\/(tool-panels|team-chat-panel)-[\w-]+\.js$/);
  await page.goto('/welcome/home');
  const language = page.getByRole('button', { name: 'Idioma' });
  await expect.poll(chunks.count).toBe(2);
  // The button's stand-in gives way to the button when the menu's code arrives, about now: between the two
  // the locator finds no box for a moment, so wait for one.
  const seen: { box: Awaited<ReturnType<typeof language.boundingBox>> } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await language.boundingBox();
      return seen.box;
    })
    .not.toBeNull();
  const before = seen.box;
  if (!before) throw new Error('the language button has no box');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  chunks.release();
  await expect(page.getByRole('button', { name: /^Mensajes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat del equipo' })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  expect(await language.boundingBox()).toEqual(before);
});

// A deferred popup's trigger is a stand-in until the popup's code arrives (defer-popup.tsx); a press on it holds
// the swap until it ends, so a press that spans the arrival still clicks the button it began on.
test('a press on the language button that spans the arrival of its menu still opens the menu', async ({
  page,
  signIn,
}) => {
  await signIn(accounts.admin);
  const asked = page.waitForRequest(/\/assets\/language-menu-[\w-]+\.js$/);
  const menuCode = await holdRequests(page, /\/assets\/language-menu-[\w-]+\.js$/);
  await page.goto('/welcome/home');
  const language = page.getByRole('button', { name: 'Idioma' });
  await asked; // the first idle time has come: the menu's code is on its way
  const box = await language.boundingBox();
  if (!box) throw new Error('the language button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForEvent('requestfinished', (request) => request.url().includes('/language-menu-'));
  menuCode.release();
  await arrived;
  // Two painted frames: the code has run and React has had its chance to swap the button.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
});

for (const [size, viewport] of Object.entries(widths)) {
  test(`screenshots of every layout at ${size} width`, { tag: screenshotsTag }, async ({ page, signIn }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(accounts.admin);
    await signIn(accounts.lucia);
    const targets = [
      ...backOffice.map((layout) => [layout, `/dashboards?layout=${layout}`] as const),
      ...Object.entries(fixed),
    ];
    for (const [layout, path] of targets) {
      await page.goto(path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await snap(page, `${layout}-${size}`);
    }
  });
}
