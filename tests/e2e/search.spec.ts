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
