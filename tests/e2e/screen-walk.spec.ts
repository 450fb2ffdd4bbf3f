// Walks every screen of the staff menu and the public and personal spaces: each opens a screen (not the
// not-found page), passes axe's WCAG 2 A/AA rules with no serious or critical violation, and in English shows
// no text of the Spanish bundle (an untranslated string). The links come from the product's menu definition,
// so a new entry is walked too; a test checks that every link of every menu variant the server answers is one
// of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEFAULT_MENU, type MenuNode } from '../../server/src/template/navigation/menu.ts';
import { type Account, accounts, expect, test, writeStorage } from './fixtures.ts';

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
  'Facturas',
  'Las más consultadas',
  'Soporte',
  'Adjudicación',
  'Ejecución',
  'Concepto',
  'Tareas',
  'Alertas abiertas',
]);

const menuLinks = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.link ? [node.link] : []), ...menuLinks(node.children ?? [])]);

const screens: { path: string; account?: Account }[] = [
  ...[...new Set(menuLinks(DEFAULT_MENU))].map((path) => ({ path, account: accounts.admin })),
  { path: '/espacio' },
  { path: '/web/ingresar' },
  { path: '/sign-in' },
  { path: '/espacio/persona', account: accounts.lucia },
  { path: '/workflow/web/mistramites/inicio', account: accounts.lucia },
];

async function settled(page: Page, path: string) {
  await page.goto(path);
  // The first screen of a test loads the app and its session: allow for a busy machine.
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The shell's loading bar, not the progress bars a screen shows (course progress).
  await expect(page.getByRole('progressbar', { name: /Cargando|Loading/ })).toHaveCount(0);
}

/** Visible texts and the accessible names that attributes give (labels, titles, placeholders). */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

for (const { path, account } of screens) {
  test(`${path}: accessible, and fully English in English`, async ({ page, signIn }) => {
    test.slow();
    if (account) await signIn(account);
    await settled(page, path);
    await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Página no encontrada' }), path).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
    expect(serious, `axe on ${path}`).toEqual([]);

    await writeStorage(page, { language: 'en' });
    await settled(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const untranslated = (await textsOf(page)).filter((text) => spanishOnly.has(text) && !seededDataTexts.has(text));
    expect([...new Set(untranslated)], `Spanish text on ${path} in English`).toEqual([]);
  });
}

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
