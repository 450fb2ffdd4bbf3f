// Forced colours (Windows' contrast themes): the browser paints with the theme's few colours and drops shadows and
// background tints. What showed only by a colour must still show: where the focus is, text fields included (their
// focus showed by their border's colour alone), which item is current or selected (the menu's entry of the screen
// shown, a tab, a page number, a segmented control's choice, an option the arrow keys reached, the open mail), and
// the controls drawn by fills (a ticked box looked unticked, a switch showed nothing at all).
import type { Locator, Page } from '@playwright/test';
import { contrastRatio, shownBackground } from './colours.ts';
import { faintControlEdges } from './control-edges.ts';
import { type Account, accounts, expect, test } from './fixtures.ts';
import { tabThrough } from './keyboard-stops.ts';
import { openInApp, settled } from './screen-settling.ts';

test.use({ forcedColors: 'active' });

const walks: { who: string; account?: Account; paths: string[] }[] = [
  // Search fields, pickers, a long text field, a form, a list with its filters.
  {
    who: 'staff',
    account: accounts.admin,
    paths: ['/productos', '/users', '/apps/help-center/support', '/pages/settings', '/apps/contacts'],
  },
  { who: 'a web user', account: accounts.lucia, paths: ['/web/mesadeayuda'] },
  { who: 'a visitor', paths: ['/web/ingresar', '/web/registracion'] },
];

for (const { who, account, paths } of walks) {
  test(`in forced colours every keyboard stop shows its focus, text fields too, for ${who}`, async ({
    page,
    signIn,
  }) => {
    if (account) await signIn(account);
    await page.goto(paths[0] ?? '/');
    await settled(page);
    for (const path of paths) {
      await openInApp(page, path);
      const stops = await tabThrough(page, page.getByRole('main'));
      expect.soft(stops.filter((stop) => stop.isTextField).length, `text fields on ${path}`).toBeGreaterThan(0);
      const unseen = [...new Set(stops.filter((stop) => stop.ring === 0).map((stop) => `${stop.tag} "${stop.name}"`))];
      expect.soft(unseen, `keyboard stops with no visible focus in forced colours on ${path}`).toEqual([]);
    }
  });
}

/** The selected item's background against one of its unselected neighbours': the selection shows at 3:1 at least. */
async function expectStandsOut(selected: Locator, other: Locator, what: string): Promise<void> {
  await expect(selected, what).toBeVisible();
  const [shown, beside] = await Promise.all([shownBackground(selected), shownBackground(other)]);
  expect
    .soft(contrastRatio(shown, beside), `${what}: its background against its neighbour's`)
    .toBeGreaterThanOrEqual(3);
}

async function open(page: Page, path: string): Promise<Locator> {
  await openInApp(page, path);
  return page.getByRole('main');
}

test('in forced colours the current and selected items stand out from the rest', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  // The menu's entry of the screen shown, which also tells a screen reader so.
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect.soft(menu.getByRole('link', { name: 'Bienvenida' })).toHaveAttribute('aria-current', 'page');
  await expect.soft(menu.getByRole('link', { name: 'Agenda' })).not.toHaveAttribute('aria-current');
  await expectStandsOut(
    menu.getByRole('link', { name: 'Bienvenida' }),
    menu.getByRole('link', { name: 'Agenda' }),
    'the menu entry of the screen shown',
  );

  let main = await open(page, '/pages/settings');
  await expectStandsOut(
    main.getByText('En línea', { exact: true }),
    main.getByText('Ausente', { exact: true }),
    'the chosen status',
  );

  main = await open(page, '/ui/icons');
  await expectStandsOut(
    main.getByRole('tab', { name: 'Feather' }),
    main.getByRole('tab', { name: 'Heroicons mini' }),
    'the open tab',
  );

  main = await open(page, '/posteos');
  await expectStandsOut(
    main.getByRole('button', { name: 'Página 1', exact: true }),
    main.getByRole('button', { name: 'Página 2', exact: true }),
    'the page shown',
  );

  main = await open(page, '/apps/mailbox/folder/inbox');
  const folders = main.getByRole('navigation', { name: 'Carpetas y etiquetas' });
  await expectStandsOut(
    folders.getByRole('link', { name: /^Bandeja de entrada/ }),
    folders.getByRole('link', { name: 'Enviados' }),
    'the folder shown',
  );
  const mails = main.getByRole('link').filter({ has: page.getByText('Petición de presupuesto', { exact: true }) });
  await mails.first().click();
  await expect(main.getByRole('heading', { name: 'Petición de presupuesto' })).toBeVisible();
  await expectStandsOut(
    mails.first(),
    main.getByRole('link').filter({ hasText: 'Propuesta de mejora' }).first(),
    'the open mail',
  );

  // The option the arrow keys reached in a picker's list.
  main = await open(page, '/productos');
  const perPage = main.getByRole('combobox', { name: 'Registros por página' });
  await perPage.focus();
  await page.keyboard.press('ArrowDown');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const reached = page.getByRole('listbox').locator('[data-combobox-selected]');
  await expect(reached).toHaveCount(1);
  const others = page.getByRole('listbox').locator('[role="option"]:not([data-combobox-selected])');
  await expectStandsOut(reached, others.first(), 'the option the arrow keys reached');
});

// Screens with ticked and unticked boxes (tasks), switches on (inventory), radio buttons and progress bars (a risk
// evaluation), segmented controls (settings, the project dashboard): every control's edge reads at 3:1 against the
// page, a ticked one's fill too, and its mark (tick, dot, thumb) against its fill.
test('in forced colours ticked boxes, switches and chosen options still show', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/tasks');
  await settled(page);
  const ticked = { checkbox: 0, switch: 0 };
  for (const path of ['/apps/tasks', '/apps/ecommerce/inventory', '/pages/settings', '/dashboards/project']) {
    const main = await open(page, path);
    ticked.checkbox += await main.locator('input[type="checkbox"]:not([role="switch"]):checked').count();
    ticked.switch += await main.locator('input[role="switch"]:checked').count();
    expect.soft(await faintControlEdges(page, main, { withTicked: true }), `faint controls on ${path}`).toEqual([]);
  }
  expect(ticked.checkbox, 'ticked boxes judged').toBeGreaterThan(0);
  expect(ticked.switch, 'switches on judged').toBeGreaterThan(0);
});
