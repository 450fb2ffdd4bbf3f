// Scrumboard against the live server: a card dragged to another list stays there after a reload, a card and a list
// moved without dragging too, and a checklist item added and ticked in the card dialog is saved, as the API confirms.

import { accounts, expect, test } from './fixtures.ts';
import { firstBoard } from './seeded-board.ts';

test('drags a card to another list and it stays after a reload', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const { board, stored } = await firstBoard(api);
  const [from, to] = board.lists;
  const card = from?.cards[0];
  if (!from || !to || !card) throw new Error('The seeded board has two lists and a card');

  await page.goto(`/apps/scrumboard/${board.id}`);
  const target = page.getByRole('region', { name: to.title });
  const handle = page.getByRole('button', { name: `Arrastrar la tarjeta ${card.title}` });
  const start = await handle.boundingBox();
  // Over the first card of the other list: the dragged card goes in next to it.
  const end = await target
    .getByRole('button', { name: /^Arrastrar la tarjeta/ })
    .first()
    .boundingBox();
  if (!start || !end) throw new Error('The card and the list are on screen');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/apps/scrumboard/board/cards'));
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 20, { steps: 5 });
  await page.mouse.move(end.x + 60, end.y + end.height / 2, { steps: 15 });
  await page.mouse.move(end.x + 60, end.y + end.height / 2 + 4, { steps: 2 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('region', { name: to.title }).getByText(card.title)).toBeVisible();
  await expect(page.getByRole('region', { name: from.title }).getByText(card.title)).toHaveCount(0);
  expect((await stored()).lists.find((list) => list.id === to.id)?.cards.map((entry) => entry.id)).toContain(card.id);
});

// Dragging movements (WCAG 2.5.7): what a drag does, one press does too. The card dialog moves the card one place
// down its list, then ("Mover a la lista") to the end of another list; a list's menu moves the list one place right
// (and not left from the first place). Each is stored, as the API confirms, and the lists' order stays after a reload.
// A list's title renamed with the keyboard keeps the focus on it.
test('moves a card in its list, to another list, and a list one place, without dragging', async ({
  page,
  signIn,
  api,
}) => {
  await signIn(accounts.admin);
  const { board, stored } = await firstBoard(api);
  const [from, to] = board.lists;
  const card = from?.cards[0];
  if (!from || !to || !card) throw new Error('The seeded board has two lists and a card');

  await page.goto(`/apps/scrumboard/${board.id}?card=${card.id}`);
  const dialog = page.getByRole('dialog', { name: 'Tarjeta' });
  // First one place down its own list (the first card cannot go up), then to the end of the next list.
  await expect(dialog.getByRole('button', { name: 'Subir una posición' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Bajar una posición' }).click();
  await expect.poll(async () => (await stored()).lists.find((list) => list.id === from.id)?.cards[1]?.id).toBe(card.id);
  await dialog.getByRole('combobox', { name: 'Mover a la lista' }).click();
  await page.getByRole('option', { name: to.title }).click();
  await expect
    .poll(async () => (await stored()).lists.find((list) => list.id === to.id)?.cards.at(-1)?.id)
    .toBe(card.id);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: to.title }).getByText(card.title)).toBeVisible();

  await page.getByRole('button', { name: `Acciones de la lista ${from.title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Mover a la izquierda' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Mover a la derecha' }).click();
  await expect.poll(async () => (await stored()).lists.slice(0, 2).map((list) => list.id)).toEqual([to.id, from.id]);
  await page.reload();
  const titles = page.getByRole('region').filter({ has: page.getByRole('button', { name: /^Arrastrar la lista/ }) });
  await expect(titles.first()).toHaveAccessibleName(to.title);

  // A list renamed in place from the keyboard: Enter saves it, and the focus goes back to its title.
  const renames: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/apps/scrumboard/board/list'))
      renames.push(request.postDataJSON().list.title);
  });
  await page.getByRole('button', { name: to.title, exact: true }).click();
  await page.getByRole('textbox', { name: 'Título de la lista' }).fill(`${to.title} (revisado)`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `${to.title} (revisado)`, exact: true })).toBeFocused();
  await expect.poll(async () => (await stored()).lists[0]?.title).toBe(`${to.title} (revisado)`);
  // Escape cancels, with the focus back on the title too, and nothing is sent as the field goes: a rename made after
  // it is the second one sent, so a rename sent on Escape would have come before it.
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Título de la lista' }).fill('Otro título');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `${to.title} (revisado)`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Título de la lista' }).fill(to.title);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored()).lists[0]?.title).toBe(to.title);
  expect(renames).toEqual([`${to.title} (revisado)`, to.title]);
});

test('adds a checklist item in the card dialog, ticks it and saves it', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const { board, stored } = await firstBoard(api);
  const card = board.lists.flatMap((list) => list.cards).find((entry) => entry.checklists.length > 0);
  const checklist = card?.checklists[0];
  if (!card || !checklist) throw new Error('The seeded board has a card with a checklist');

  await page.goto(`/apps/scrumboard/${board.id}?card=${card.id}`);
  const dialog = page.getByRole('dialog', { name: 'Tarjeta' });
  await dialog.getByRole('textbox', { name: `Nuevo elemento de ${checklist.name}` }).fill('Firmar el acta de la mesa');
  await dialog.getByRole('button', { name: 'Añadir elemento' }).first().click();
  const item = dialog.getByRole('checkbox', { name: 'Firmar el acta de la mesa' });
  await expect(item).not.toBeChecked();
  await item.check();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/apps/scrumboard/board/card'));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  const storedCard = (await stored()).lists.flatMap((list) => list.cards).find((entry) => entry.id === card.id);
  const items = storedCard?.checklists.find((entry) => entry.id === checklist.id)?.checkItems ?? [];
  expect(items).toHaveLength(checklist.checkItems.length + 1);
  expect(items.at(-1)).toMatchObject({ name: 'Firmar el acta de la mesa', checked: true });
});

test('renames the board, deletes a label from every card and deletes the board in its settings', async ({
  page,
  signIn,
  api,
}) => {
  await signIn(accounts.admin);
  const { board, stored } = await firstBoard(api);
  const label = board.labels.find((candidate) =>
    board.lists.some((list) => list.cards.some((card) => card.labels.some((held) => held?.id === candidate.id))),
  );
  if (!label) throw new Error('The seeded board has a label on a card');

  await page.goto(`/apps/scrumboard/${board.id}`);
  await page.getByRole('button', { name: 'Ajustes del tablero' }).click();
  const settings = page.getByRole('dialog', { name: 'Ajustes del tablero' });
  await settings.getByRole('textbox', { name: 'Título' }).fill('Licitación de obras del colegio');
  await settings.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Licitación de obras del colegio', level: 1 })).toBeVisible();
  expect((await stored()).title).toBe('Licitación de obras del colegio');

  await page.getByRole('button', { name: 'Ajustes del tablero' }).click();
  await settings.getByRole('button', { name: `Eliminar la etiqueta ${label.title}` }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la etiqueta?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(settings.getByRole('textbox', { name: `Nombre de la etiqueta ${label.title}` })).toHaveCount(0);
  const after = await stored();
  expect(after.labels.map((kept) => kept.id)).not.toContain(label.id);
  expect(
    after.lists.flatMap((list) => list.cards.flatMap((card) => card.labels.map((held) => held?.id))),
  ).not.toContain(label.id);

  await settings.getByRole('button', { name: 'Eliminar tablero' }).click();
  const question = page.getByRole('dialog', { name: '¿Eliminar el tablero?' });
  await expect(question).toContainText('«Licitación de obras del colegio»');
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard$/);
  const boards = await (await api.get('/api/apps/scrumboard/boards')).json();
  expect(boards.map((one: { id: string }) => one.id)).not.toContain(board.id);
});
