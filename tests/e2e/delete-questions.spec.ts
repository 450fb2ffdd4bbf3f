// Every "delete?" question of the app is one dialog: its way back ("Cancelar") is focused when it opens, so Enter or
// a hasty key press answers "no", and the record stays. A table of the places that delete after a question.
import type { APIRequestContext, Page } from '@playwright/test';
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, type LoginResult, test } from './fixtures.ts';
import { method, refuseRequests } from './refusals.ts';
import { firstBoard } from './seeded-board.ts';
import { seededContacts, seededProducts, seededTasks } from './seeded-records.ts';

interface DeletePlace {
  name: string;
  /** One of a list (deleted, it gives the focus to the same control of the next one): asks again from the control
   * that has the focus back after a "Cancelar". */
  askAgain?: (page: Page) => Promise<void>;
  /** Opens the place's delete question; returns how to tell the record is still stored. */
  ask: (page: Page, api: APIRequestContext, admin: LoginResult) => Promise<() => Promise<boolean>>;
}

const pressEnter = (page: Page) => page.keyboard.press('Enter');

const deleteButton = (page: Page) => page.getByRole('button', { name: 'Eliminar', exact: true });

/** Deletes the open record from the keyboard: Enter on its "Eliminar", then the question's "Eliminar". */
async function deleteFromTheKeyboard(page: Page): Promise<void> {
  await deleteButton(page).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: /^¿?Eliminar/ })
    .getByRole('button', { name: 'Eliminar' })
    .click();
}

const places: DeletePlace[] = [
  {
    name: 'a back-office record',
    ask: async (page, api, admin) => {
      const auth = { headers: bearer(admin.accessToken) };
      const [term] = (await okJson(await api.get('/api/node/terminos/search?size=1', auth), 'searchTerminos')).items;
      if (!term) throw new Error('The seed has thesaurus terms');
      await page.goto(`/colecciones/terminos/${term._id}`);
      await deleteButton(page).click();
      return async () => (await api.get(`/api/node/terminos/${term._id}`, auth)).ok();
    },
  },
  {
    name: 'a saved view',
    ask: async (page, api, admin) => {
      const auth = { headers: bearer(admin.accessToken) };
      const body = {
        name: 'Vista de prueba',
        collection: 'tasks',
        columns: ['title'],
        isDefault: false,
        ownerId: admin.user._id,
      };
      const view = await okJson(
        await api.post('/api/node/viewselectors', { ...auth, data: body }),
        'createViewSelector',
      );
      await page.goto(`/tasks?view=${view._id}`);
      await page.getByRole('button', { name: 'Vista: Vista de prueba' }).click();
      await page.getByRole('menuitem', { name: 'Eliminar «Vista de prueba»' }).click();
      return async () => (await api.get(`/api/node/viewselectors/${view._id}`, auth)).ok();
    },
  },
  {
    name: 'a contact',
    ask: async (page, api) => {
      const [contact] = await seededContacts(api);
      await page.goto(`/apps/contacts/${contact.id}`);
      await deleteButton(page).click();
      return async () => (await api.get(`/api/apps/contacts/contact?id=${contact.id}`)).ok();
    },
  },
  {
    name: 'a task',
    ask: async (page, api) => {
      const [task] = await seededTasks(api);
      await page.goto(`/apps/tasks/${task.id}`);
      await deleteButton(page).click();
      return async () => (await api.get(`/api/apps/tasks/task?id=${task.id}`)).ok();
    },
  },
  {
    name: 'a product',
    ask: async (page, api) => {
      const [product] = await seededProducts(api);
      await page.goto(`/apps/ecommerce/inventory?product=${product.id}`);
      await page.getByRole('dialog', { name: product.name }).getByRole('button', { name: 'Eliminar' }).click();
      return async () => (await api.get(`/api/apps/ecommerce/inventory/product?id=${product.id}`)).ok();
    },
  },
  {
    name: 'a mail label',
    askAgain: pressEnter,
    ask: async (page, api) => {
      const [label] = await okJson(await api.get('/api/apps/mailbox/labels'), 'mailboxListLabels');
      if (!label) throw new Error('The seed has mail labels');
      await page.goto('/apps/mailbox/folder/inbox');
      await page.getByRole('button', { name: 'Ajustes de etiquetas' }).click();
      await page.getByRole('button', { name: `Eliminar «${label.title}»` }).click();
      return async () =>
        (await okJson(await api.get('/api/apps/mailbox/labels'), 'mailboxListLabels')).some(
          (kept) => kept.id === label.id,
        );
    },
  },
  {
    name: 'a note',
    ask: async (page, api) => {
      const [note] = await okJson(await api.get('/api/apps/notes/all'), 'notesListNotes');
      if (!note) throw new Error('The seed has notes');
      await page.goto(`/apps/notes?note=${note.id}`);
      await page.getByRole('dialog', { name: 'Editar nota' }).getByRole('button', { name: 'Eliminar' }).click();
      return async () =>
        (await okJson(await api.get('/api/apps/notes/all'), 'notesListNotes')).some((kept) => kept.id === note.id);
    },
  },
  {
    name: 'a notes label',
    askAgain: pressEnter,
    ask: async (page, api) => {
      const [label] = await okJson(await api.get('/api/apps/notes/labels'), 'notesListLabels');
      if (!label) throw new Error('The seed has notes labels');
      await page.goto('/apps/notes');
      await page.getByRole('button', { name: 'Editar etiquetas' }).first().click();
      await page.getByRole('button', { name: `Eliminar la etiqueta ${label.title}` }).click();
      return async () =>
        (await okJson(await api.get('/api/apps/notes/labels'), 'notesListLabels')).some((kept) => kept.id === label.id);
    },
  },
  {
    name: 'a product tag',
    askAgain: pressEnter,
    ask: async (page, api) => {
      const [tag] = await okJson(await api.get('/api/apps/ecommerce/inventory/tags'), 'inventoryListTags');
      if (!tag) throw new Error('The seed has product tags');
      await page.goto('/apps/ecommerce/inventory');
      await page.getByRole('button', { name: 'Etiquetas' }).click();
      await page.getByRole('button', { name: `Eliminar la etiqueta ${tag.title}` }).click();
      return async () =>
        (await okJson(await api.get('/api/apps/ecommerce/inventory/tags'), 'inventoryListTags')).some(
          (kept) => kept.id === tag.id,
        );
    },
  },
  {
    name: 'a shortcut',
    ask: async (page, api) => {
      const [shortcut] = await okJson(await api.get('/api/common/shortcuts'), 'shortcutsList');
      if (!shortcut) throw new Error('The seed has shortcuts');
      await page.goto('/welcome/home');
      await page.getByRole('button', { name: 'Accesos directos' }).click();
      const panel = page.getByRole('dialog', { name: 'Accesos directos' });
      await panel.getByRole('button', { name: 'Editar los accesos directos' }).click();
      await panel.getByRole('button', { name: shortcut.label }).click();
      await panel.getByRole('button', { name: 'Eliminar' }).click();
      return async () =>
        (await okJson(await api.get('/api/common/shortcuts'), 'shortcutsList')).some((kept) => kept.id === shortcut.id);
    },
  },
  {
    name: 'a board list',
    askAgain: async (page) => {
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    },
    ask: async (page, api) => {
      const { board, stored } = await firstBoard(api);
      const [list] = board.lists;
      if (!list) throw new Error('The seed board has lists');
      await page.goto(`/apps/scrumboard/${board.id}`);
      await page.getByRole('button', { name: `Acciones de la lista ${list.title}` }).click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      return async () => (await stored()).lists.some((kept) => kept.id === list.id);
    },
  },
  {
    name: 'a board card',
    ask: async (page, api) => {
      const { board, stored } = await firstBoard(api);
      const card = board.lists.flatMap((list) => list.cards)[0];
      if (!card) throw new Error('The seed board has cards');
      await page.goto(`/apps/scrumboard/${board.id}?card=${card.id}`);
      await page
        .getByRole('dialog', { name: 'Tarjeta', exact: true })
        .getByRole('button', { name: 'Eliminar tarjeta' })
        .click();
      return async () => (await stored()).lists.some((list) => list.cards.some((kept) => kept.id === card.id));
    },
  },
];

for (const place of places) {
  test(`deleting ${place.name} asks first, with "Cancelar" focused: Enter keeps the record`, async ({
    page,
    signIn,
    api,
  }) => {
    const admin = await signIn(accounts.admin);
    const isStored = await place.ask(page, api, admin);
    const question = page.getByRole('dialog', { name: /^¿?Eliminar/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    expect(await isStored()).toBe(true);
    // And the focus is back where the question was asked from, not on the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    if (!place.askAgain) return;

    // Asked again from there and answered "Eliminar", the focus goes to the same control of the next one.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const asker = await focused();
    await place.askAgain(page);
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await expect(question).toBeHidden();
    await expect.poll(isStored).toBe(false);
    const sameControl = new RegExp(`^${asker.split(' ')[0]} `);
    await expect.poll(focused).toMatch(sameControl);
    expect(await focused()).not.toBe(asker);
  });
}

// A record deleted from the dialog or the detail pane it was opened in: the focus goes back to what opened it (the
// pane's: its list's row), which is gone, so to the next one.
/** Opens the first row's record of a list beside its detail pane, and asks to delete it from there. */
const fromTheListsPane = (path: string) => async (page: Page) => {
  await page.goto(path);
  const opener = page.locator('[data-pane="list"] a[href]').first();
  const name = (await opener.textContent()) ?? '';
  await opener.click();
  await expect(opener).toHaveAttribute('aria-current', 'page');
  await deleteButton(page).click();
  return name;
};
const openedFromItsItem = [
  { name: 'a task', open: fromTheListsPane('/apps/tasks') },
  { name: 'a contact', open: fromTheListsPane('/apps/contacts') },
  {
    name: 'a note',
    open: async (page: Page, api: APIRequestContext) => {
      const [note] = await okJson(await api.get('/api/apps/notes/all'), 'notesListNotes');
      if (!note?.title) throw new Error('The seed has notes with titles');
      await page.goto('/apps/notes');
      await page.getByRole('button', { name: note.title }).click();
      await page.getByRole('dialog', { name: 'Editar nota' }).getByRole('button', { name: 'Eliminar' }).click();
      return note.title;
    },
  },
  {
    name: 'a board card',
    open: async (page: Page, api: APIRequestContext) => {
      const { board } = await firstBoard(api);
      const card = board.lists.flatMap((list) => list.cards)[0];
      if (!card) throw new Error('The seed board has cards');
      await page.goto(`/apps/scrumboard/${board.id}`);
      await page.getByText(card.title, { exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Tarjeta', exact: true })
        .getByRole('button', { name: 'Eliminar tarjeta' })
        .click();
      return card.title;
    },
  },
  {
    name: 'an agenda entry',
    open: async (page: Page) => {
      await page.goto('/agenda?date=2026-12-01');
      // An entry of the month's grid, the keyboard's way into its dialog.
      const entry = page.locator('main button[data-focus-item]').first();
      const name = (await entry.textContent()) ?? '';
      await entry.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      return name;
    },
  },
  {
    name: 'a product',
    open: async (page: Page) => {
      await page.goto('/apps/ecommerce/inventory');
      // The first row's name, the keyboard's way into the product's drawer.
      const opener = page.getByRole('row').nth(1).getByRole('button').first();
      const name = (await opener.textContent()) ?? '';
      await opener.click();
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Eliminar' }).click();
      return name;
    },
  },
];

for (const place of openedFromItsItem) {
  test(`deleting ${place.name} where it was opened gives the focus to the next one`, async ({ page, signIn, api }) => {
    await signIn(accounts.admin);
    const title = await place.open(page, api);
    await page
      .getByRole('dialog', { name: /^¿?Eliminar/ })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element === document.body ? 'the page' : `${element?.tagName}: ${element?.textContent}`;
      });
    // The next one's control (a note's card, a row's link), not the page.
    await expect.poll(focused).toMatch(/^(BUTTON|A): ./);
    expect(await focused()).not.toContain(title);
  });
}

test('a refused delete says why in Spanish and leaves its question open; the record stays', async ({
  page,
  signIn,
  api,
}) => {
  await signIn(accounts.admin);
  const [task] = await seededTasks(api);
  const outage = await refuseRequests(page, '**/api/apps/tasks/task**', { picks: method('DELETE'), status: 503 });
  await page.goto(`/apps/tasks/${task.id}`);
  await deleteButton(page).click();
  const question = page.getByRole('dialog', { name: /^¿Eliminar/ });
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByText('No se pudo guardar. El servidor no está disponible en este momento.', { exact: false }),
  ).toBeVisible();
  await expect(question).toBeVisible();
  expect((await api.get(`/api/apps/tasks/task?id=${task.id}`)).ok()).toBe(true);

  // The outage over, the same question deletes it and closes.
  outage.end();
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(question).toBeHidden();
  expect(
    (await okJson(await api.get('/api/apps/tasks/all'), 'tasksListTasks')).some((kept) => kept.id === task.id),
  ).toBe(false);
});

// On a phone a record's pane stands alone and the list comes back in its place: the focus goes to the record's row
// (back from it: the apps' panes and the staff's), or to the list's first row once the record is deleted, not to the
// page.
test("on a phone the list back in a record's place takes the focus at its row, or at its first row once deleted", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  const rows = page.locator('[data-pane="list"] li a[href]');
  const back = page.getByRole('button', { name: 'Volver' });
  for (const path of ['/posteos', '/apps/mailbox', '/apps/tasks']) {
    await page.goto(path);
    const address = (await rows.nth(1).getAttribute('href')) ?? '';
    await rows.nth(1).click();
    await expect(page.locator('[data-pane="list"]')).toHaveCount(0);
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-pane="list"] li a[href="${address}"]`), path).toBeFocused();
  }

  // The task again, deleted from its pane.
  const title = (await rows.nth(1).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await deleteFromTheKeyboard(page);
  await expect(rows.filter({ hasText: title })).toHaveCount(0);
  await expect(rows.first()).toBeFocused();
});

// The same, when the deleted record was the list's last: the list comes back saying it has nothing to show, and that
// text takes the focus (not the page, where a keyboard or screen-reader user would start again from the top).
test('on a phone a list left empty by a delete gives the focus to what it says', async ({ page, api, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accounts.admin);
  const [kept, ...others] = await okJson(await api.get('/api/apps/tasks/all'), 'tasksListTasks');
  for (const task of others) expect((await api.delete(`/api/apps/tasks/task?id=${task.id}`)).ok()).toBe(true);

  await page.goto('/apps/tasks');
  const rows = page.locator('[data-pane="list"] li a[href]');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page.locator('[data-pane="list"]')).toHaveCount(0);
  await deleteFromTheKeyboard(page);
  const empty = page.locator('[data-pane="list"] [data-empty-state]');
  await expect(empty).toHaveText('No hay tareas.');
  await expect(empty).toBeFocused();
  expect(await okJson(await api.get('/api/apps/tasks/all'), 'tasksListTasks')).toEqual([]);
  expect(kept).toBeDefined();
});
