// Top-bar search: nothing is asked below two characters; typing is debounced (300 ms) into one request;
// results come grouped as the endpoint returns them and are chosen with the keyboard. The page's clock is
// driven by the test (page.clock), so the debounce is checked without waiting on real time.
import { accounts, expect, test } from './fixtures.ts';

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

// A search changes a list out of a screen reader's hearing: each list's count of results is a status message
// (WCAG 4.1.3), read when the search changes it. One screen of each kind of list: the generic collections' list,
// the back-office lists, the template's apps and the training space.
const searches: { path: string; field: string; term: string; staff: boolean }[] = [
  { path: '/productos', field: 'Buscar', term: 'Papel', staff: true },
  { path: '/users', field: 'Buscar por nombre, usuario o correo', term: 'Carmen', staff: true },
  { path: '/apps/contacts', field: 'Buscar contactos', term: 'ruiz', staff: true },
  { path: '/apps/ecommerce/inventory', field: 'Buscar por nombre', term: 'Aponte', staff: true },
  { path: '/ui/icons', field: 'Buscar un icono', term: 'arrow', staff: true },
  { path: '/espacio', field: 'Buscar capacitaciones', term: 'fraude', staff: false },
];

for (const { path, field, term, staff } of searches) {
  test(`a search on ${path} says how many results it found`, async ({ page, signIn }) => {
    if (staff) await signIn(accounts.admin);
    await page.goto(path);
    const count = page.getByRole('main').getByRole('status').filter({ hasText: /\d/ });
    await expect(count).toHaveCount(1);
    const before = (await count.textContent()) ?? '';
    await page.getByRole('main').getByLabel(field, { exact: true }).fill(term);
    // A wait on the condition: the list asks again once typing pauses, and its count changes.
    await expect(count).not.toHaveText(before);
    await expect(count).toHaveText(/\d/);
  });
}
