// Several records at once from a generic list: the rows ticked on the page get one value of a field, or are deleted
// after one question. Each is written on the version the list showed: one someone changed since is left as it is,
// stays ticked and is named with the reason. Checked through the API, in the test's own state namespace.
import type { APIRequestContext, Page } from '@playwright/test';
import { okJson } from './contract-json.ts';
import { exportedCsv } from './exported-csv.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';

// The list is a lazily loaded chunk plus its first answers: slow on a busy machine.
const firstPaint = { timeout: 20_000 };

async function firstTasks(api: APIRequestContext, token: string, count: number) {
  const found = await okJson(
    await api.get(`/api/node/tasks/search?size=${count}&sort=dueDate&order=asc`, { headers: bearer(token) }),
    'searchTasks',
  );
  expect(found.items).toHaveLength(count);
  return found.items;
}

/** The list's "tick all", which has the focus once the bar of actions on ticked rows is gone with it. */
const tickAll = (page: Page) => page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });

async function tick(page: Page, titles: readonly string[]) {
  for (const title of titles) await page.getByRole('checkbox', { name: `Seleccionar «${title}»` }).check();
}

/** The tasks list in the order of `tasks`, those ticked: the bulk bar. */
async function tickTasks(page: Page, tasks: readonly { title: string }[]) {
  await page.goto('/colecciones/tasks?sort=dueDate&order=asc');
  await expect(page.getByRole('checkbox', { name: `Seleccionar «${tasks[0]?.title}»` })).toBeVisible(firstPaint);
  await tick(
    page,
    tasks.map((task) => task.title),
  );
  return page.getByRole('group', { name: 'Acciones sobre los registros seleccionados' });
}

test('ticked tasks get one status at once; one changed by someone since is left as it is and stays ticked', async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const tasks = await firstTasks(api, accessToken, 3);
  const bar = await tickTasks(page, tasks);
  await expect(bar).toContainText('3 seleccionados');

  // Someone else saves the second one while the list shows it.
  const [first, changed, third] = tasks;
  if (!first || !changed || !third) throw new Error('three tasks');
  const other = changed.status === 'blocked' ? 'cancelled' : 'blocked';
  expect(
    (await api.put(`/api/node/tasks/${changed._id}`, { headers: bearer(accessToken), data: { status: other } })).ok(),
  ).toBe(true);

  await bar.getByRole('button', { name: 'Cambiar' }).click();
  await page.getByRole('menuitem', { name: 'Hecha', exact: true }).click();
  await expect(page.getByText('Estado: «Hecha» en 2 registros')).toBeVisible();
  await expect(page.getByText(/^1 de 3 no se pudo cambiar y sigue seleccionado\./)).toContainText(`«${changed.title}»`);

  const stored = async (id: string) =>
    (await okJson(await api.get(`/api/node/tasks/${id}`, { headers: bearer(accessToken) }), 'getTask')).status;
  expect(await stored(first._id)).toBe('done');
  expect(await stored(third._id)).toBe('done');
  expect(await stored(changed._id)).toBe(other);
  await expect(bar).toContainText('1 seleccionado');
  await expect(page.getByRole('checkbox', { name: `Seleccionar «${changed.title}»` })).toBeChecked();

  // The ticked records, and only they, go to a file.
  const { lines } = await exportedCsv(page, bar);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(changed.title);
});

test('ticked records are deleted after one question, and the page can be ticked whole', async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  // Relations: a collection whose records can be deleted (tasks cannot), listed in the search's default order.
  const found = await okJson(
    await api.get('/api/node/relations/search?size=10', { headers: bearer(accessToken) }),
    'searchRelations',
  );
  await page.goto('/colecciones/relations');
  const all = tickAll(page);
  await expect(all).toBeVisible(firstPaint);
  await all.check();
  const bar = page.getByRole('group', { name: 'Acciones sobre los registros seleccionados' });
  await expect(bar).toContainText(`${found.items.length} seleccionados`);
  await all.uncheck();
  await expect(bar).toHaveCount(0);

  const rows = page.getByRole('main').getByRole('row');
  // "Quitar la selección" takes the bar away with the focus in it: the focus goes on to the list.
  await rows.nth(1).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(bar).toHaveCount(0);
  await expect(all).toBeFocused();

  for (const index of [1, 2]) await rows.nth(index).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Eliminar' }).click();
  const question = page.getByRole('dialog', { name: '¿Eliminar los 2 registros seleccionados?' });
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('2 registros eliminados')).toBeVisible();
  // Relations have no read of one record: the search by ids finds the third only.
  const ids = found.items.slice(0, 3).map((relation) => `ids=${relation._id}`);
  const left = await okJson(
    await api.get(`/api/node/relations/search?${ids.join('&')}`, { headers: bearer(accessToken) }),
    'searchRelations',
  );
  expect(left.items.map((relation) => relation._id)).toEqual([found.items[2]?._id]);
  await expect(bar).toHaveCount(0);
  await expect(all).toBeFocused();
});

// The tasks of someone on leave go to a colleague at once: a reference of the ticked records is set to a record
// picked by name.
test('ticked tasks are assigned to one person picked by name', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { headers: bearer(accessToken) };
  const tasks = await firstTasks(api, accessToken, 2);
  const staff = await okJson(await api.get('/api/node/usuarios/search?size=50&status=active', auth), 'searchUsuarios');
  const colleague = staff.items.find((user) => tasks.every((task) => task.assigneeId !== user._id));
  if (!colleague) throw new Error('The seed has a colleague holding neither task');

  const bar = await tickTasks(page, tasks);
  await bar.getByRole('button', { name: 'Cambiar' }).click();
  await page.getByRole('menuitem', { name: 'Asignada a: elegir…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cambiar «Asignada a» en los 2 registros seleccionados' });
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  const picker = dialog.getByRole('combobox', { name: 'Asignada a' });
  // Found by their surname, offered and reported by their name.
  const name = `${colleague.firstName} ${colleague.lastName}`;
  await picker.fill(colleague.lastName);
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();

  await expect(page.getByText(`Asignada a: «${name}» en 2 registros`)).toBeVisible();
  for (const task of tasks) {
    const stored = await okJson(await api.get(`/api/node/tasks/${task._id}`, auth), 'getTask');
    expect(stored.assigneeId).toBe(colleague._id);
  }
  await expect(bar).toHaveCount(0);
  // The dialog's opener (the bar's "Cambiar") went with the bar: the focus goes on to the list, not to the page.
  await expect(tickAll(page)).toBeFocused();
});

// An optional field is emptied on all of them at once (the tasks of someone gone, left unassigned); a required one
// offers no "Sin valor".
test('ticked tasks are left unassigned at once', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { headers: bearer(accessToken) };
  const tasks = (await firstTasks(api, accessToken, 10)).filter((task) => task.assigneeId).slice(0, 2);
  expect(tasks).toHaveLength(2);

  const bar = await tickTasks(page, tasks);
  await bar.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByRole('menuitem', { name: 'Estado: dejar sin valor' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Asignada a: dejar sin valor' }).click();

  await expect(page.getByText('Asignada a: «Sin valor» en 2 registros')).toBeVisible();
  for (const task of tasks) {
    const stored = await okJson(await api.get(`/api/node/tasks/${task._id}`, auth), 'getTask');
    expect(stored.assigneeId ?? null).toBeNull();
  }
  await expect(bar).toHaveCount(0);
  await expect(tickAll(page)).toBeFocused();
});
