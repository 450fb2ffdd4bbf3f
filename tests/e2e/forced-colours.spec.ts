// Forced colours (Windows' contrast themes): the browser paints with the theme's few colours and drops shadows and
// background tints. What showed only by a colour must still show: where the focus is, text fields included (their
// focus showed by their border's colour alone), which item is current or selected (the menu's entry of the screen
// shown, a tab, a page number, a segmented control's choice, an option the arrow keys reached, the open mail), and
// the controls drawn by fills (a ticked box looked unticked, a switch showed nothing at all).
import type { Locator, Page } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { contrastRatio } from '../../web/src/theme/contrast.ts';
import { shownBackground } from './colours.ts';
import { okJson } from './contract-json.ts';
import { faintControlEdges } from './control-edges.ts';
import { type Account, accounts, bearer, expect, test } from './fixtures.ts';
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

test('in forced colours the current and selected items stand out from the rest', async ({ page, signIn, api }) => {
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
  // The first mail of the page, opened, against one of another subject (whatever subjects the seed gives them).
  const { mails: firstPage } = await okJson(
    await api.get('/api/apps/mailbox/mails?folder=inbox&page=1'),
    'mailboxListMails',
  );
  const subjects = (firstPage ?? []).map((mail) => mail.subject);
  const [opened] = subjects;
  const other = subjects.find((subject) => subject !== opened);
  if (!opened || !other) throw new Error('the seed has two mails of different subjects in the inbox');
  const mailLink = (subject: string) =>
    main
      .getByRole('link')
      .filter({ has: page.getByText(subject, { exact: true }) })
      .first();
  await mailLink(opened).click();
  await expect(main.getByRole('heading', { name: opened })).toBeVisible();
  await expectStandsOut(mailLink(opened), mailLink(other), 'the open mail');

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

// Screens with ticked and unticked boxes (tasks), switches on (inventory), a chosen radio button (a product's cover
// image), segmented controls (settings, the project dashboard) and a progress bar (a risk evaluation): every
// control's edge reads at 3:1 against the page, a ticked one's fill too, and its mark (tick, dot, thumb) against
// its fill; the progress bar's filled part against its track.
test('in forced colours ticked boxes, switches, chosen options and progress still show', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  await page.goto('/apps/tasks');
  await settled(page);
  const ticked = { checkbox: 0, switch: 0, radio: 0 };
  const count = async (scope: Locator) => {
    ticked.checkbox += await scope.locator('input[type="checkbox"]:not([role="switch"]):checked').count();
    ticked.switch += await scope.locator('input[role="switch"]:checked').count();
    ticked.radio += await scope.locator('input[type="radio"]:checked').count();
  };
  for (const path of ['/apps/tasks', '/apps/ecommerce/inventory', '/pages/settings', '/dashboards/project']) {
    const main = await open(page, path);
    await count(main);
    expect.soft(await faintControlEdges(page, main, { withTicked: true }), `faint controls on ${path}`).toEqual([]);
  }
  // A save with nothing to do keeps the focus (aria-disabled, not disabled): it greys as a disabled button does.
  const save = (await open(page, '/pages/settings')).getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  const [saveText, greyText] = await save.evaluate((button) => {
    const grey = document.createElement('span');
    grey.style.color = 'GrayText';
    document.body.append(grey);
    const colours = [getComputedStyle(button).color, getComputedStyle(grey).color];
    grey.remove();
    return colours;
  });
  expect(saveText, 'a save with nothing to do').toBe(greyText);

  // A product's form: its cover image is a chosen radio button.
  await open(page, '/apps/ecommerce/inventory');
  await page.getByRole('button', { name: 'Aponte Ladies Chronograph Watch 40mm 10 ATM' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('radio').first()).toBeVisible();
  await count(form);
  expect
    .soft(await faintControlEdges(page, form, { withTicked: true }), 'faint controls in a product form')
    .toEqual([]);
  await page.keyboard.press('Escape');
  expect(ticked.checkbox, 'ticked boxes judged').toBeGreaterThan(0);
  expect(ticked.switch, 'switches on judged').toBeGreaterThan(0);
  expect(ticked.radio, 'chosen radio buttons judged').toBeGreaterThan(0);

  // A risk evaluation's progress, once a factor has its score.
  const headers = bearer(admin.accessToken);
  const schemas = (await (await api.get('/api/node/reviewschemas', { headers })).json()) as Schema<'ReviewSchema'>[];
  const projects = await okJson(await api.get('/api/node/projects/search?size=1', { headers }), 'searchProjects');
  const schema = schemas.find((candidate) => candidate.status === 'active');
  if (!schema || !projects.items[0]) throw new Error('The seed has no active review schema or project');
  await openInApp(page, `/evaluar?schema=${schema._id}&project=${projects.items[0]._id}`);
  await page.getByRole('radiogroup', { name: 'Puntuación' }).getByText('3', { exact: true }).click();
  const progress = page.getByRole('main').locator('.mantine-Progress-root').first();
  const filled = progress.locator('.mantine-Progress-section');
  await expect(filled).toBeVisible();
  const [bar, track] = await Promise.all([shownBackground(filled), shownBackground(progress)]);
  expect(contrastRatio(bar, track), 'the filled part of the progress bar against its track').toBeGreaterThanOrEqual(3);
});
