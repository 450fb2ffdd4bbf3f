// Top-bar search: nothing is asked below two characters; typing is debounced (300 ms) into one request;
// results come grouped as the endpoint returns them and are chosen with the keyboard.
import { accounts, expect, test } from './fixtures.ts';

test('waits for two characters and a pause, then lists grouped results', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/common/search')) queries.push(JSON.parse(request.postData() ?? '{}').query);
  });

  await page.getByRole('button', { name: 'Buscar' }).click();
  const input = page.getByPlaceholder('Buscar contactos, páginas y tareas…');
  await input.fill('t');
  await expect(page.getByText('Escriba al menos 2 caracteres para buscar.')).toBeVisible();
  await page.waitForTimeout(600);
  expect(queries).toEqual([]);

  await input.pressSequentially('area', { delay: 40 });
  await expect(
    page
      .getByRole('group', { name: 'Páginas' })
      .getByRole('button', { name: /Tareas/ })
      .first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(queries).toEqual(['tarea']);

  await input.fill('');
  await input.pressSequentially('evaluar', { delay: 40 });
  const pages = page.getByRole('group', { name: 'Páginas' });
  await expect(pages.getByRole('button', { name: /Evaluar/ })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/evaluar$/);
  expect(queries.at(-1)).toBe('evaluar');
});
