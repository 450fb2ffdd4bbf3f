// Walks every screen of the staff menu and the public and personal spaces: each opens a screen (not the
// not-found page) titled as its menu entry, lets the main thread rest (no endless rendering), passes axe's WCAG 2 A/AA rules (2.2's
// included) with no serious or critical violation and has the structure screen readers move by (see axe.ts),
// has no text running past its box, cut at its edge or cut off by a box above it, no short word broken across
// lines, no control a library named in English, no chart without a name, makes no API
// call once per record (see repeated-calls.ts), no uncaught error, no error in the console and no request
// the server refuses (an API call, a picture, a chunk), and in English shows no text of the Spanish bundle (an
// untranslated string). The links come from the product's menu definition, so a new entry is walked too; a
// test checks that every link of every menu variant the server answers is one of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_MENU, type MenuNode } from '../../server/src/template/navigation/menu.ts';
import { escapeRegExp } from '../../server/src/text/reg-exp.ts';
import { moduleRoutes } from '../../web/src/lib/resources/module-routes.ts';
import { accessibilityViolations } from './axe.ts';
import { okJson } from './contract-json.ts';
import { faintControlEdges } from './control-edges.ts';
import { englishNames, namingAttributes } from './english-names.ts';
import { type Account, accounts, bearer, expect, test, writeStorage } from './fixtures.ts';
import { type KeyboardStop, tabThrough } from './keyboard-stops.ts';
import {
  expectNoTextLost,
  expectTextsWhole,
  narrowLoneFields,
  overflowingTexts,
  rowListsDrawnAsBullets,
  unlikeGroupLabels,
} from './layout-checks.ts';
import { recordFailures } from './page-failures.ts';
import { recordApiCalls, repeatedCalls } from './repeated-calls.ts';
import { mainThreadRests, openInApp as open, settled } from './screen-settling.ts';
import { withTextSpacing } from './text-spacing.ts';

const locales = join(import.meta.dirname, '../../web/src/locales');

function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function bundle(language: 'es' | 'en'): Map<string, string> {
  const strings = new Map<string, string>();
  for (const file of readdirSync(join(locales, language))) {
    flatten(JSON.parse(readFileSync(join(locales, language, file), 'utf8')), file.replace('.json', ''), strings);
  }
  return strings;
}

/** Spanish UI strings that would give themselves away in English: translated differently, not shared words. */
const spanishOnly = (() => {
  const es = bundle('es');
  const en = bundle('en');
  const english = new Set(en.values());
  return new Set(
    [...es]
      .filter(([key, text]) => en.get(key) !== text && !english.has(text))
      .map(([, text]) => text.trim())
      .filter((text) => text.length >= 4 && /\p{L}/u.test(text) && !text.includes('{{')),
  );
})();

/**
 * Seeded data (not interface text) that happens to equal a Spanish bundle string: a post's edition, dashboard
 * card titles, a file-manager folder, mail label titles, help-centre category titles and the project
 * dashboard's budget table (its column and row names come from the dashboard data), a notes label, a saved
 * view's name.
 */
const seededDataTexts = new Set([
  'Noticias',
  'Expedientes',
  'Auditoría',
  'Trabajo',
  'Familia',
  'Facturas',
  'Las más consultadas',
  'Soporte',
  'Adjudicación',
  'Ejecución',
  'Concepto',
  'Tareas',
  'Alertas abiertas',
  'Proyectos',
]);

const menuLinks = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.link ? [node.link] : []), ...menuLinks(node.children ?? [])]);

/** Every staff screen the menu opens, once each. */
const staffPaths = [...new Set(menuLinks(DEFAULT_MENU))];

/**
 * Screens titled otherwise than their menu entry, on purpose: the welcome greets the user by name (null: no title
 * to match); the help centre's home, the first entry of its group ("Inicio"), is titled by the group.
 */
const titledAs: Record<string, string | null> = { '/welcome/home': null, '/apps/help-center': 'apps.help-center' };

/** The title each staff screen shows, by link: its menu entry's, in the language given (the server's menu texts). */
function menuTitles(language: 'es' | 'en'): Map<string, string> {
  const file = join(import.meta.dirname, `../../server/src/template/navigation/locales/${language}.json`);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { title: string } | undefined>;
  const titles = new Map<string, string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      const id = node.link === undefined ? undefined : (titledAs[node.link] ?? node.id);
      const title = id === undefined ? undefined : texts[id]?.title;
      if (node.link && titledAs[node.link] !== null && title) titles.set(node.link, title);
      visit(node.children ?? []);
    }
  };
  visit(DEFAULT_MENU);
  return titles;
}

const screenTitles = { es: menuTitles('es'), en: menuTitles('en') };

/** A browser tab titled as the screen: the screen's title, after the names of the records it shows if any. */
function tabTitled(title: string): RegExp {
  return new RegExp(`(^| · )${escapeRegExp(title)} · `);
}

const screens: { path: string; account?: Account }[] = [
  ...staffPaths.map((path) => ({ path, account: accounts.admin })),
  { path: '/espacio' },
  { path: '/espacio/capacitacion' },
  { path: '/web/ingresar' },
  { path: '/web/registracion' },
  { path: '/web/recuperarclave' },
  { path: '/web/mesadeayuda' },
  { path: '/sign-in' },
  { path: '/sign-up' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: '/confirmation-required' },
  { path: '/espacio/persona', account: accounts.lucia },
  { path: '/workflow/web/mistramites/inicio', account: accounts.lucia },
];

/** Visible texts and the accessible names that attributes give (labels, titles, placeholders, alt texts). */
const textsOf = async (page: Page) => [
  ...(await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) texts.push(text);
    }
    return texts;
  })),
  ...(await namingAttributes(page)),
];

/** Screens walked one after the other in one app (a few per test, so the two workers share the walk). */
const walks = (() => {
  const perWalk = 6;
  const byAccount = Map.groupBy(screens, (screen) => screen.account?.username ?? 'anonymous');
  return [...byAccount].flatMap(([who, group]) =>
    Array.from({ length: Math.ceil(group.length / perWalk) }, (_, index) => ({
      who,
      account: group[0]?.account,
      paths: group.slice(index * perWalk, (index + 1) * perWalk).map((screen) => screen.path),
    })),
  );
})();

for (const { who, account, paths } of walks) {
  test(`${who}: ${paths.join(', ')}: accessible, and fully English in English`, async ({ page, signIn }) => {
    test.setTimeout(30_000 * paths.length);
    const failures = recordFailures(page);
    if (account) await signIn(account);
    await page.goto(paths[0] ?? '/');
    await settled(page);
    const calls = recordApiCalls(page);
    for (const path of paths) {
      calls.take();
      await open(page, path);
      const main = page.getByRole('main');
      await expect.soft(main.getByRole('heading').first(), path).toBeVisible();
      await expect.soft(main.getByRole('heading', { name: 'Página no encontrada' }), path).toHaveCount(0);
      // The screen is titled as the menu entry that opens it (and as the browser tab, which takes the entry's title).
      const title = screenTitles.es.get(path);
      if (title) {
        await expect.soft(main.getByRole('heading', { level: 1 }).first(), `title of ${path}`).toHaveText(title);
        await expect.soft(page, `tab title of ${path}`).toHaveTitle(tabTitled(title));
      }
      expect.soft(await mainThreadRests(page), `the main thread comes to rest on ${path}`).toBe(true);
      const serious = await accessibilityViolations(page);
      expect.soft(serious, `axe on ${path}`).toEqual([]);
      await expectTextsWhole(page, path);
      await expectNoTextLostWithTextSpacing(page, path);
      expect.soft(await faintControlEdges(page), `controls with a faint edge on ${path}`).toEqual([]);
      expect.soft(await rowListsDrawnAsBullets(page), `lists of rows drawn with bullets on ${path}`).toEqual([]);
      expect.soft(await englishNames(page), `controls named in English on ${path}`).toEqual([]);
      // A chart is a keyboard stop (Recharts draws it as an application): one with no name is announced as nothing
      // but "application".
      await expect
        .soft(main.getByRole('application', { name: /^\s*$/ }), `charts with no name on ${path}`)
        .toHaveCount(0);
      // Taken last: by now the screen has asked for everything it shows (its references' names too).
      expect.soft(repeatedCalls(calls.take()), `calls made once per record on ${path}`).toEqual([]);
    }

    await writeStorage(page, { language: 'en' });
    await page.goto(paths[0] ?? '/');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const path of paths) {
      await open(page, path);
      const title = screenTitles.en.get(path);
      if (title) {
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await expect.soft(heading, `title of ${path} in English`).toHaveText(title);
        await expect.soft(page, `tab title of ${path} in English`).toHaveTitle(tabTitled(title));
      }
      const untranslated = (await textsOf(page)).filter((text) => spanishOnly.has(text) && !seededDataTexts.has(text));
      expect.soft([...new Set(untranslated)], `Spanish text on ${path} in English`).toEqual([]);
    }
    expect(failures, 'errors and refused requests').toEqual([]);
  });
}

// On a phone the dashboards' figures ran past their cards' edges. Between a phone and a desktop (a tablet, the side
// menu folded away) a staff table wider than the screen scrolls sideways; one with no link or button inside could not
// be scrolled from the keyboard (axe: scrollable-region-focusable).
test('on a phone the figures fit and the screens pass axe; on a tablet a wide table scrolls from the keyboard', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  await page.goto('/audittrail');
  await settled(page);
  for (const path of ['/audittrail', '/dashboards/project', '/dashboards/finance', '/dashboards/crypto']) {
    await open(page, path);
    expect.soft(await accessibilityViolations(page), `axe on ${path}`).toEqual([]);
    expect.soft(await overflowingTexts(page), `texts past their box on ${path}`).toEqual([]);
  }
  await page.setViewportSize({ width: 780, height: 1000 });
  // Sign-ins name no record: their rows have no link to move the table with.
  await open(page, '/audittrail?action=login&page=1');
  const table = page.getByRole('main').locator('.mantine-ScrollArea-viewport:has(table)').first();
  await expect(table).toHaveAttribute('tabindex', '0');
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await accessibilityViolations(page), 'axe on the audit trail at 780 px').toEqual([]);
});

// A record's own screens (its page, its edit form, a new one) are in no menu: the same checks, on a desktop and
// on a phone, where a long record name in the breadcrumbs ran past the screen's edge and the crumbs' links were
// smaller than the 24 px WCAG 2.2 asks of a pointer target.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a record's screens pass axe and keep their texts inside at ${viewport.width} px`, async ({
    page,
    signIn,
    api,
  }) => {
    await page.setViewportSize(viewport);
    const { accessToken } = await signIn(accounts.admin);
    const [product] = await okJson(
      await api.get('/api/node/products', { headers: bearer(accessToken) }),
      'listProducts',
    );
    if (!product) throw new Error('the seed has no product');
    await page.goto('/productos');
    await settled(page);
    for (const path of [
      `/productos/${product._id}`,
      `/colecciones/products/${product._id}/editar`,
      '/productos/nuevo',
    ]) {
      await open(page, path);
      expect.soft(await accessibilityViolations(page), `axe on ${path}`).toEqual([]);
      await expectTextsWhole(page, path);
    }
  });
}

// A status cut to "AC…" says nothing: on a phone the staff list squeezed its status column until every badge
// was cut.
test('on a phone no badge is cut short', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  await page.goto('/users');
  await settled(page);
  for (const path of ['/users', '/dashboards/finance']) {
    await open(page, path);
    const badges = page.getByRole('main').locator('.mantine-Badge-label');
    await expect(badges.first()).toBeAttached();
    const cut = await badges.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
    expect.soft(cut, path).toEqual([]);
  }
});

// On a phone the audit trail, a lot's items, the latest payments, the risk factors' use and the file manager's list
// showed their tables' first two columns, what each row was about (an entry's action and collection, an item's value,
// a payment's amount and status, a factor's open flags, a file's date) past the screen's edge: each row is a card
// there, every value in view.
test("on a phone the staff tables' rows are cards with every value in view", async ({ page, signIn, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signIn(accounts.admin);
  const lots = await okJson(
    await api.get('/api/node/ialotes/search?size=1', { headers: bearer(accessToken) }),
    'searchInventoryLots',
  );
  const lot = lots.items[0];
  if (!lot) throw new Error('The seed has inventory lots');
  // Each screen, the labels of the values its first card shows, and whether the card has a badge beside its title.
  for (const [path, labels, badge] of [
    ['/audittrail', ['Usuario:', 'Detalle:'], true],
    [`/inventarios?lote=${lot._id}`, ['Cantidad', 'Valor total'], true],
    ['/dashboards/finance', ['Fecha:', 'Importe'], true],
    ['/riesgos', ['Modelos de revisión', 'Alertas abiertas'], false],
    ['/dashboards/project', ['Presupuesto', 'Disponible'], false],
    ['/apps/file-manager?view=list', ['Tipo:', 'Modificado:'], false],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    const card = main.getByRole('listitem').filter({ hasText: labels[0] }).first();
    await expect(card, path).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    // Its labelled values and its badge (the action, the item's condition, the payment's status) all in view.
    for (const label of labels) await expect(card.getByText(label), `${path}: ${label}`).toBeInViewport({ ratio: 1 });
    if (badge) await expect(card.locator('.mantine-Badge-root'), path).toBeInViewport({ ratio: 1 });
    // No table of rows left beside the cards (a chart's data table, for screen readers, is not one of them).
    await expect(main.locator('.mantine-ScrollArea-viewport table'), path).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
  }
});

// The staff users' table and a thesaurus' terms were wider than a phone (an e-mail address does not wrap mid-name):
// each row's actions (an account's lock and password reset, a term's delete) sat past the screen's edge, reachable
// only by scrolling the table sideways.
test("on a phone the staff users' and a thesaurus' terms tables fit, each row's actions in view", async ({
  page,
  signIn,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signIn(accounts.admin);
  const found = await api.get('/api/node/tesauros/search?code=TES-CONTROL', { headers: bearer(accessToken) });
  const tesauro = (await okJson(found, 'searchTesauros')).items[0];
  if (!tesauro) throw new Error('The seed has the TES-CONTROL thesaurus');
  for (const [path, action] of [
    ['/users', /^Acciones de /],
    [`/tesauro?tesauro=${tesauro._id}`, /^Eliminar el término /],
  ] as const) {
    await page.goto(path);
    const actions = page.getByRole('button', { name: action }).first();
    await expect(actions).toBeVisible();
    await expect(actions, path).toBeInViewport({ ratio: 1 });
    const viewport = page.getByRole('main').locator('.mantine-ScrollArea-viewport:has(table)');
    expect(await viewport.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBeLessThanOrEqual(
      1,
    );
  }
});

// An inventory lot's figures had a third of the panel each: on a phone its book value ran past its box
// ("6204,21 €" in 92 px), and the largest the contract allows (a million units at the highest unit value) far past.
// Its items' table was wider than the panel even on a desktop.
test("an inventory lot's items' table fits its panel, and its figures their boxes however large", async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const headers = bearer(accessToken);
  const lots = await okJson(await api.get('/api/node/ialotes/search?size=1', { headers }), 'searchInventoryLots');
  const lot = lots.items[0];
  if (!lot) throw new Error('The seed has inventory lots');

  // On a desktop its items' table fits the panel beside the list: it scrolled sideways, the values out of sight.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/inventarios?lote=${lot._id}`);
  const table = page.getByRole('main').locator('.mantine-ScrollArea-viewport:has(table)');
  await expect(table.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);

  const largest = { lotId: lot._id, code: 'INV-PRUEBA-0001', name: 'Flota de vehículos', condition: 'new' };
  const created = await api.post('/api/node/iaitems', {
    headers,
    data: { ...largest, quantity: 1_000_000, unitValue: 100_000_000 },
  });
  expect(created.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Flota de vehículos')).toBeVisible();
  await settled(page);
  expect(await overflowingTexts(page)).toEqual([]);
});

// A record card on a phone gave its values the width left beside their labels: a long e-mail address broke mid-name
// and its two lines ended at the @, the domain cut ("alejandra.benavid-ez@…").
test("on a phone a record card's e-mail addresses show whole", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  await page.goto('/personas?size=50');
  const addresses = page.getByRole('main').getByText(/@correo\.example$|@supervision\.example$/);
  await expect(addresses.first()).toBeVisible();
  const cut = await addresses.evaluateAll((texts) =>
    texts.filter((text) => text.scrollHeight > text.clientHeight + 1).map((text) => text.textContent),
  );
  expect(cut).toEqual([]);
});

// The account profile's e-mail address, beside its picture on a phone, broke inside its domain ("empresa" / ".es"):
// it wraps after its @, the domain whole on its line.
test("on a phone the account profile's e-mail address wraps after its @", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  await page.goto('/pages/profile');
  const address = page
    .getByRole('main')
    .getByText(/^[\w.]+@[\w.]+$/)
    .first();
  await expect(address).toBeVisible();
  const lines = await address.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = element.textContent ?? '';
    const at = text.indexOf('@');
    const linesOf = (start: number, end: number) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        const from = Math.max(start - offset, 0);
        const to = Math.min(end - offset, length);
        if (from < to) {
          range.setStart(node, from);
          range.setEnd(node, to);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        offset += length;
      }
      return tops.size;
    };
    return { all: linesOf(0, text.length), name: linesOf(0, at + 1), domain: linesOf(at + 1, text.length) };
  });
  expect(lines).toEqual({ all: 2, name: 1, domain: 1 });
});

// The footer's notice names the body: on a phone one line beside the version cut it to "Organismo de Control
// de Contrataciones Públ…".
test("on a phone the footer's notice shows whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/espacio');
  const notice = page.getByRole('contentinfo').getByText(/Todos los derechos reservados/);
  await expect(notice).toBeVisible();
  const isCut = await notice.evaluate(
    (text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
  );
  expect(isCut).toBe(false);
});

/**
 * WCAG's text spacing (see text-spacing.ts): no text of the whole page (top bar and menu too) lost. At 1280 px the
 * finance statements' figures ran into each other; the language code left its button; at 320 px a range's "Semana
 * pasada", a button's "Elegir archivo CSV o JSON" and a budget's amount were cut, a card's title ran under its arrow.
 */
async function expectNoTextLostWithTextSpacing(page: Page, where: string, scope = page.locator('body')): Promise<void> {
  await withTextSpacing(page, () => expectNoTextLost(page, `${where} with wider text spacing`, scope));
}

/**
 * WCAG's reflow width: the checks of a screen's texts at 320 px, and no page wider than the screen; then, with wider
 * text spacing too, no text lost.
 */
async function expectReflow(page: Page, path: string): Promise<void> {
  await expectTextsWhole(page, path);
  expect.soft(await narrowLoneFields(page), `fields short of their row on ${path}`).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(sideways, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
  await expectNoTextLostWithTextSpacing(page, path);
}

// Every staff screen and a web user's screens keep every text inside its box and the page no wider than the screen
// at 320 px. Long Spanish titles and labels overran it; the risk walk's drafts squeezed their "Continuar" buttons;
// the people list cut long e-mail addresses; the settings' status control cut "Ocupado" and hid "Invisible"; the
// profile pushed its picture off the screen; a card cut a long user name at its edge; the academy's filters kept their
// desktop width beside nothing.
test('at 320 px no text runs past its box or is cut off, with wider text spacing too, no field is short of its row and no page scrolls sideways', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const { account, paths } of [
    { account: accounts.admin, paths: staffPaths },
    { account: accounts.lucia, paths: ['/espacio/persona', '/workflow/web/mistramites/inicio'] },
  ]) {
    await signIn(account);
    await page.goto(paths[0] ?? '/');
    await settled(page);
    for (const path of paths) {
      await open(page, path);
      await expectReflow(page, path);
    }
  }
});

// The same for a record of every staff module, its edit form and a new one: a long record name in a badge ran past
// the record's card, and two levels of fieldset padding cut a list item's "Quitar elemento" button.
test("at 320 px a record's screens of every module keep their texts whole", async ({ page, signIn, api }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const { accessToken } = await signIn(accounts.admin);
  const paths: string[] = [];
  for (const module of moduleRoutes) {
    const found = await api.get(`/api/node/${module.collection}/search?size=1`, { headers: bearer(accessToken) });
    expect(found.ok(), module.collection).toBe(true);
    const { items } = (await found.json()) as { items: { _id: string }[] };
    const id = items[0]?._id;
    if (!id) throw new Error(`the seed has no ${module.collection}`);
    paths.push(`/${module.path}/${id}`, `/${module.path}/${id}/editar`, `/${module.path}/nuevo`);
  }
  await page.goto('/welcome/home');
  await settled(page);
  for (const path of paths) {
    await open(page, path);
    await expect.soft(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    await expectReflow(page, path);
  }
});

// The forms that a button opens, in a dialog, a drawer or the screen itself: at 320 px the contact form cut "Añadir
// correo electrónico" at its button's edge.
test('at 320 px the forms the screens open keep their texts whole', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  for (const [path, opener, heading] of [
    ['/agenda', /^Crear una entrada/, /^Nueva entrada/],
    ['/apps/chat', 'Nueva conversación', 'Nueva conversación'],
    ['/apps/ecommerce/inventory', 'Nuevo producto', undefined],
    ['/apps/contacts', 'Añadir contacto', 'Editar contacto'],
    ['/apps/notes', 'Nueva nota', 'Nueva nota'],
    ['/apps/mailbox', 'Redactar', 'Mensaje nuevo'],
    ['/apps/tasks', 'Añadir tarea', 'Tarea'],
  ] as const) {
    await open(page, path);
    await page.getByRole('main').getByRole('button', { name: opener }).first().click();
    const dialog = page.getByRole('dialog').filter({ visible: true });
    if (heading) await expect(page.getByRole('heading', { name: heading, exact: true }), path).toBeVisible();
    else await expect(dialog.last(), path).toBeVisible();
    // The opener may still be finishing (the tasks' "Añadir tarea" creates the task, then reloads the list while the
    // form shows): measured only once nothing loads and the screen has come to rest.
    await expect(page.locator('[data-loading], [aria-busy="true"]'), path).toHaveCount(0);
    expect(await mainThreadRests(page), `the main thread comes to rest on the form of ${path}`).toBe(true);
    // A form in a dialog or a drawer, or one that takes the screen's place (contacts, tasks).
    const form = (await dialog.count()) > 0 ? dialog.last() : page.getByRole('main');
    await expectTextsWhole(page, `the form of ${path}`, form);
    await expectNoTextLostWithTextSpacing(page, `the form of ${path}`, form);
    expect.soft(await faintControlEdges(page, form), `controls with a faint edge in the form of ${path}`).toEqual([]);
    expect
      .soft(await unlikeGroupLabels(page, form), `group labels unlike field labels in the form of ${path}`)
      .toEqual([]);
    await page.keyboard.press('Escape');
  }
});

const named = (stops: readonly KeyboardStop[]) => [...new Set(stops.map((stop) => `${stop.tag} "${stop.name}"`))];

// Every stop of the keyboard inside each staff screen shows where it is: a donut's pie layer took the focus with no
// ring (Mantine's chart styles reset it). Text fields are left out: their border takes the primary colour instead.
// And nothing lies over it (WCAG 2.4.11): the page scrolls each stop into view clear of the top bar and footer.
// And a screen reader has a name to read for it (4.1.2), as Chromium computes it: the project tree's items, whose
// rows drag and drop moves, had none.
test('every keyboard stop on the staff screens shows a focus ring, is not hidden and has a name', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  for (const path of staffPaths) {
    await open(page, path);
    const stops = await tabThrough(page, page.getByRole('main'), { withNames: true });
    const unringed = stops.filter((stop) => !stop.isTextField && stop.ring === 0);
    expect.soft(named(unringed), `keyboard stops without a focus ring on ${path}`).toEqual([]);
    expect.soft(named(stops.filter((stop) => stop.isHidden)), `keyboard stops hidden on ${path}`).toEqual([]);
    expect.soft(named(stops.filter((stop) => !stop.spokenName)), `keyboard stops with no name on ${path}`).toEqual([]);
  }
});

// Going back with Shift+Tab, the page scrolls each stop into view at its top edge: there the fixed top bar hid it
// (a list's "Nuevo" and row menus, a FAQ's questions, a table's column headers), on a desktop and on a phone.
for (const viewport of [
  { width: 1280, height: 700 },
  { width: 390, height: 700 },
]) {
  test(`going back with Shift+Tab, no keyboard stop hides under the top bar at ${viewport.width} px`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(accounts.admin);
    await page.goto('/users');
    await settled(page);
    for (const path of ['/users', '/productos', '/apps/help-center/faqs', '/apps/ecommerce/inventory']) {
      await open(page, path);
      const stops = await tabThrough(page, page.getByRole('main'), { backward: true, most: 40 });
      expect.soft(stops.length, `stops on ${path}`).toBeGreaterThan(10);
      expect.soft(named(stops.filter((stop) => stop.isHidden)), `keyboard stops hidden on ${path}`).toEqual([]);
    }
  });
}

test('the accessibility check finds what it is there to find, and names the elements', async ({ page }) => {
  await page.setContent(
    '<html lang="es"><title>Prueba</title><main><h2>Sección</h2><h4>Apartado</h4>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>' +
      '<p id="faint" style="color: #aaa; background: #fff">Texto tenue</p>' +
      '<table><tr><th id="unnamed"></th><th>Nombre</th></tr><tr><td>1</td><td>Ana</td></tr></table>' +
      '<p><button id="tiny" style="width: 16px; height: 16px; padding: 0">a</button>' +
      '<button style="width: 16px; height: 16px; padding: 0">b</button></p></main>',
  );
  expect((await accessibilityViolations(page)).sort()).toEqual([
    'button-name: main > button',
    'color-contrast: #faint',
    'empty-table-header: #unnamed',
    'heading-order: h4',
    'image-alt: img',
    'page-has-heading-one: html',
    'target-size: #tiny | button:nth-child(2)',
  ]);
  // The colour rules alone, as the theme and dark-scheme checks run them.
  expect(await accessibilityViolations(page, 'colours')).toEqual(['color-contrast: #faint']);
  // Apart: with a dialog open, axe lets a page without a level-one heading pass. Two banners, neither named.
  await page.setContent(
    '<html lang="es"><title>Prueba</title><header id="top">Arriba</header><main><h1>Título</h1>' +
      '<div id="nameless" role="dialog">Hola</div></main><header id="second">Abajo</header>',
  );
  expect((await accessibilityViolations(page)).sort()).toEqual([
    'aria-dialog-name: #nameless',
    'landmark-no-duplicate-banner: #top',
    'landmark-unique: #top',
  ]);
  // Content outside every landmark, and no main; an open list of options and the loading bar are regions of their own.
  await page.setContent(
    '<html lang="es"><title>Prueba</title><h1>Título</h1><p id="loose">Suelto</p>' +
      '<div role="listbox" aria-label="Opciones"><div role="option" aria-selected="false">Uno</div></div>' +
      '<div role="progressbar" aria-label="Cargando…">Cargando…</div>',
  );
  expect((await accessibilityViolations(page)).sort()).toEqual(['landmark-one-main: html', 'region: h1 | #loose']);
});

test('every link of every menu variant the server answers is walked above', async ({ signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const response = await api.get('/api/common/navigation', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.ok()).toBe(true);
  const variants = (await response.json()) as Record<string, MenuNode[]>;
  expect(Object.keys(variants).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
  const walked = new Set(screens.map((screen) => screen.path));
  const served = [...new Set(Object.values(variants).flatMap((items) => menuLinks(items)))].filter(
    (link) => link.startsWith('/') && !link.startsWith('//'),
  );
  expect(served.length).toBeGreaterThan(20);
  expect(served.filter((link) => !walked.has(link))).toEqual([]);
});
