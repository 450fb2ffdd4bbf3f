// A save under way is not made twice: pressing Enter again (or the button) before the answer arrives, as people
// do when nothing seems to happen, creates one record, not two. The create request is held (held-requests.ts)
// while the second Enter and the click are made, then let go; one request left, and one record shows.
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, test } from './fixtures.ts';
import { holdRequests, writesTo } from './held-requests.ts';
import { firstBoard } from './seeded-board.ts';

/** Types into the field, presses Enter twice and clicks the add button while the create is held; then lets it go. */
async function addTwiceWhileSaving(page: Page, field: Locator, button: Locator, path: RegExp, text: string) {
  const held = await holdRequests(page, '**/api/**', writesTo(path));
  await field.fill(text);
  await field.press('Enter');
  await expect.poll(held.count).toBe(1);
  await field.press('Enter');
  await button.click({ force: true });
  held.release();
  return held;
}

test('a notes label is created once when Enter is pressed again while it saves', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/notes');
  await page.getByRole('button', { name: 'Editar etiquetas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Editar etiquetas' });
  const field = dialog.getByRole('textbox', { name: 'Nueva etiqueta' });
  const held = await addTwiceWhileSaving(
    page,
    field,
    dialog.getByRole('button', { name: 'Crear' }),
    /\/labels?$/,
    'Proveedores',
  );
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Proveedores' })).toHaveCount(1);
  await expect(field).toHaveValue('');
  expect(held.count()).toBe(1);
});

test('an inventory tag is created once when Enter is pressed again while it saves', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/ecommerce/inventory');
  await page.getByRole('button', { name: 'Etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiquetas de producto' });
  const field = dialog.getByRole('textbox', { name: 'Nueva etiqueta' });
  const held = await addTwiceWhileSaving(
    page,
    field,
    dialog.getByRole('button', { name: 'Añadir' }),
    /\/tag$/,
    'Suministros',
  );
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Suministros' })).toHaveCount(1);
  await expect(field).toHaveValue('');
  expect(held.count()).toBe(1);
});

test('a board card, and a board label, are created once when Enter is pressed again while they save', async ({
  page,
  signIn,
  api,
}) => {
  await signIn(accounts.admin);
  const { board } = await firstBoard(api);
  const [list] = board.lists;
  const card = list?.cards[0];
  if (!list || !card) throw new Error('The seeded board has a list with a card');

  await page.goto(`/apps/scrumboard/${board.id}`);
  const column = page.getByRole('region', { name: list.title });
  await column.getByRole('button', { name: 'Añadir tarjeta' }).click();
  const cardField = column.getByRole('textbox', { name: 'Título de la tarjeta' });
  const cards = await addTwiceWhileSaving(
    page,
    cardField,
    column.getByRole('button', { name: 'Añadir', exact: true }),
    /\/card$/,
    'Revisar los pliegos',
  );
  await expect(cardField).toHaveValue('');
  await expect(column.getByText('Revisar los pliegos', { exact: true })).toHaveCount(1);
  expect(cards.count()).toBe(1);
  await page.unrouteAll();

  await page.goto(`/apps/scrumboard/${board.id}?card=${card.id}`);
  const dialog = page.getByRole('dialog', { name: 'Tarjeta' });
  const labelField = dialog.getByRole('textbox', { name: 'Nueva etiqueta' });
  const labels = await addTwiceWhileSaving(
    page,
    labelField,
    dialog.getByRole('button', { name: 'Crear etiqueta' }),
    /\/label$/,
    'Pendiente de informe',
  );
  await expect(labelField).toHaveValue('');
  await expect(dialog.getByText('Pendiente de informe', { exact: true })).toHaveCount(1);
  expect(labels.count()).toBe(1);
});
