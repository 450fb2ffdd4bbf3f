// Top-bar search: nothing is asked below two characters; typing is debounced (300 ms) into one request;
// results come grouped as the endpoint returns them and are chosen with the keyboard. The page's clock is
// driven by the test (page.clock), so the debounce is checked without waiting on real time.
import { accounts, expect, test } from './fixtures.ts';
import { listStatus } from './list-status.ts';
import { settled } from './screen-settling.ts';

test('waits for two characters and a pause, then lists grouped results', async ({ page, signIn }) => {
  await page.clock.install();
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/common/search')) queries.push(JSON.parse(request.postData() ?? '{}').query);
  });

  await page.getByRole('button', { name: 'Buscar' }).click();
  const input = page.getByPlaceholder('Buscar contactos, páginas y tareas…');
  await expect(input).toBeFocused();
  await page.clock.pauseAt(Date.now() + 60_000);

  await input.fill('t');
  await expect(page.getByText('Escriba al menos 2 caracteres para buscar.')).toBeVisible();
  await page.clock.runFor(1000);
  await input.pressSequentially('area');
  await page.clock.runFor(299);
  expect(queries).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => queries).toEqual(['tarea']);
  await page.clock.resume();
  await expect(
    page
      .getByRole('group', { name: 'Páginas' })
      .getByRole('button', { name: /Tareas/ })
      .first(),
  ).toBeVisible();
  expect(queries).toEqual(['tarea']);

  await input.fill('evaluar');
  const pages = page.getByRole('group', { name: 'Páginas' });
  await expect(pages.getByRole('button', { name: /Evaluar/ })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/evaluar$/);
  expect(queries.at(-1)).toBe('evaluar');
});

// A search changes a list out of a screen reader's hearing: a status region beside each list (WCAG 4.1.3) says what
// the search made of it, the count or that nothing matched; not the first result, which comes with the screen. One
// screen of each kind of list: the generic collections' list, the back-office lists, the template's apps and the
// training space. An empty result went unsaid before: the count sat in the pager, which went away with the list.
const searches: { path: string; field: string; term: string; none: RegExp; staff: boolean }[] = [
  { path: '/productos', field: 'Buscar', term: 'Papel', none: /^Ningún registro coincide/, staff: true },
  {
    path: '/users',
    field: 'Buscar por nombre, usuario o correo',
    term: 'Carmen',
    none: /^Nada coincide con la búsqueda/,
    staff: true,
  },
  {
    path: '/apps/contacts',
    field: 'Buscar contactos',
    term: 'Carvajal',
    none: /^Ningún contacto coincide/,
    staff: true,
  },
  {
    path: '/apps/ecommerce/inventory',
    field: 'Buscar por nombre',
    term: 'Aponte',
    none: /^Ningún producto coincide/,
    staff: true,
  },
  { path: '/ui/icons', field: 'Buscar un icono', term: 'arrow', none: /^Ningún icono coincide/, staff: true },
  { path: '/apps/notes', field: 'Buscar notas', term: 'contratación', none: /^No hay notas que mostrar/, staff: true },
  {
    path: '/apps/academy',
    field: 'Buscar un curso',
    term: 'adjudicación',
    none: /^Ningún curso coincide/,
    staff: true,
  },
  {
    path: '/apps/chat',
    field: 'Buscar conversaciones',
    // Written without its accents, as people type: it finds Federico Núñez Delatorre.
    term: 'nunez',
    none: /^Ninguna conversación coincide/,
    staff: true,
  },
  {
    path: '/espacio',
    field: 'Buscar capacitaciones',
    term: 'fraude',
    none: /^No hay capacitaciones publicadas que coincidan con «qzqz»/,
    staff: false,
  },
];

for (const { path, field, term, none, staff } of searches) {
  test(`a search on ${path} says how many results it found, or that none matched`, async ({ page, signIn }) => {
    if (staff) await signIn(accounts.admin);
    await page.goto(path);
    await settled(page);
    const main = page.getByRole('main');
    const status = listStatus(page);
    await expect(status).toHaveText('');
    const search = main.getByLabel(field, { exact: true });
    // Waits on conditions: the list asks again once typing pauses, and the region's text changes.
    await search.fill(term);
    await expect(status).toHaveText(/^\d+ /);
    await search.fill('qzqz');
    await expect(status).toHaveText(none);
    await search.fill(term);
    await expect(status).toHaveText(/^\d+ /);
  });
}

test('a new search that finds as many records as the last is said again', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/productos');
  await settled(page);
  const main = page.getByRole('main');
  const status = listStatus(page);
  const search = main.getByLabel('Buscar', { exact: true });
  await search.fill('CAT-0001');
  await expect(status).toHaveText('1 registro');
  // Every text put into the region from now on: a screen reader reads what is added to it.
  await status.evaluate((region) => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) spoken.push(node.textContent ?? '');
    }).observe(region, { childList: true, subtree: true });
  });
  await search.fill('Papel de impresión');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken))
    .toEqual(['1 registro']);
});

// Another page of the same list keeps its count, so nothing was said: the focus stays on the page button while the
// list changes beside it. The region says which page is shown, once it is in; a search after it, its count again.
for (const { path, field, term } of [
  { path: '/productos', field: 'Buscar', term: 'Papel' },
  { path: '/users', field: 'Buscar por nombre, usuario o correo', term: 'Carmen' },
]) {
  test(`another page of ${path} says which page is shown`, async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await page.goto(path);
    await settled(page);
    const main = page.getByRole('main');
    const status = listStatus(page);
    const pages = main.getByRole('button', { name: /^Página \d+$/ });
    const last = await pages.last().textContent();
    await main.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(status).toHaveText(`Página 2 de ${last}`);
    await main.getByLabel(field, { exact: true }).fill(term);
    await expect(status).toHaveText(/^\d+ /);
  });
}
