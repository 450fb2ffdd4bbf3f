// Tasks app against the live server: complete a task (optimistic) and move it down with the keyboard, told
// in Spanish what is happening (the drag's live region); both verified through the API.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { accounts, expect, test } from './fixtures.ts';
import { holdRequests, writesTo } from './held-requests.ts';

type StoredTask = Schema<'TasksTask'>;

test('completes a task and reorders it with the keyboard', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const before = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  const index = before.findIndex(
    (task, at) => task.type === 'task' && !task.completed && before[at + 1]?.type === 'task',
  );
  const task = before[index] as StoredTask;
  const next = before[index + 1] as StoredTask;

  await page.goto('/apps/tasks');
  // Ticked by the optimistic write a moment after the click (not synchronously, as check() expects).
  await page.getByRole('checkbox', { name: `Marcar «${task.title}» como completada` }).click();
  await expect(page.getByRole('checkbox', { name: `Marcar «${task.title}» como pendiente` })).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[]).find((t) => t.id === task.id)
          ?.completed,
    )
    .toBe(true);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/apps/tasks/order'));
  const handle = page.getByRole('button', { name: `Arrastrar ${task.title}` });
  const spoken = page.getByRole('status').filter({ hasText: task.title });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText(`Ha tomado «${task.title}».`);
  await page.keyboard.press('ArrowDown');
  await expect(spoken).toHaveText(`«${task.title}» está sobre «${next.title}».`);
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText(`Ha soltado «${task.title}» sobre «${next.title}».`);
  expect((await saved).ok()).toBe(true);

  const after = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  const ids = after.map((entry) => entry.id);
  expect(ids.indexOf(task.id)).toBe(ids.indexOf(next.id) + 1);
});

// Beside the detail pane the list is about 180 px wide: one line cut most titles in half ("Solicitar el
// certificado …"), two the longest ("Abrir los sobres de documentación…").
test('the list shows every task title whole beside the open pane', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const tasks = ((await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[]).filter(
    (task) => task.type === 'task',
  );
  await page.goto(`/apps/tasks/${tasks[0]?.id}`);
  const list = page.getByRole('main');
  await expect(list.getByRole('link', { name: tasks[0]?.title })).toBeVisible();
  const cut: string[] = [];
  for (const task of tasks) {
    const title = list.getByRole('link', { name: task.title, exact: true }).locator('p, span').first();
    const isCut = await title.evaluate(
      (text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
    );
    if (isCut) cut.push(task.title);
  }
  expect(tasks.length).toBeGreaterThan(5);
  expect(tasks.some((task) => task.title.length > 45)).toBe(true);
  expect(cut).toEqual([]);
});

// Dragging movements (WCAG 2.5.7): what dragging a task's handle does, one press does too. The selected task's
// "Bajar una posición" and "Subir una posición" move it past its neighbour and back, as the API confirms; the first
// task cannot go up.
test('moves the selected task down and up one place without dragging', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const before = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  const [task, next] = before;
  if (!task || !next) throw new Error('The seed has two tasks');
  const order = async () => ((await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[]).map((t) => t.id);

  await page.goto(`/apps/tasks/${task.id}`);
  await expect(page.getByRole('button', { name: 'Subir una posición' })).toBeDisabled();
  await page.getByRole('button', { name: 'Bajar una posición' }).click();
  await expect.poll(async () => (await order()).slice(0, 2)).toEqual([next.id, task.id]);
  await expect(page.getByRole('button', { name: 'Subir una posición' })).toBeEnabled();
  await page.getByRole('button', { name: 'Subir una posición' }).click();
  await expect.poll(async () => (await order()).slice(0, 2)).toEqual([task.id, next.id]);
  // First again, it cannot go up: the button says so and keeps the focus, which a disabled one would drop.
  await expect(page.getByRole('button', { name: 'Subir una posición' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subir una posición' })).toBeFocused();
});

// The seed's task tags are English words the API keeps (Urgent, Discuss ...): the screen names them in Spanish.
test("a task's tags read in Spanish", async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const tags = (await (await api.get('/api/apps/tasks/tags')).json()) as Schema<'TasksTag'>[];
  const urgent = tags.find((tag) => tag.title === 'Urgent');
  const tasks = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  const task = tasks.find((candidate) => urgent && candidate.tags.includes(urgent.id));
  if (!task) throw new Error('the seed has a task tagged Urgent');

  await page.goto(`/apps/tasks/${task.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Título' })).toHaveValue(task.title);
  await expect(main.getByText('Urgente', { exact: true })).toBeVisible();
  await expect(main.getByText('Urgent', { exact: true })).toHaveCount(0);
});

// A save button is disabled while its save is on its way, which takes the focus from it: it has the focus back once
// the answer came, so that a keyboard user goes on from there, not from the top of the page.
test('the save button has the focus back once its save is answered', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const tasks = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  const task = tasks.find((candidate) => candidate.type === 'task');
  if (!task) throw new Error('the seed has a task');

  await page.goto(`/apps/tasks/${task.id}`);
  const held = await holdRequests(page, '**/api/apps/tasks/task', writesTo(/\/task$/));
  const save = page.getByRole('button', { name: 'Guardar' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('data-loading', 'true');
  await expect(save).not.toBeFocused();
  held.release();
  await expect(page.getByText('Tarea guardada')).toBeVisible();
  await expect(save).toBeFocused();
});

test('adds a task tag from the header and deletes one, which leaves every task', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const tags = (await (await api.get('/api/apps/tasks/tags')).json()) as Schema<'TasksTag'>[];
  const urgent = tags.find((tag) => tag.title === 'Urgent');
  if (!urgent) throw new Error('The seed has the Urgent tag');

  await page.goto('/apps/tasks');
  await page.getByRole('button', { name: 'Etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiquetas de tarea' });
  await dialog.getByRole('textbox', { name: 'Nueva etiqueta' }).fill('Revisión jurídica');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Revisión jurídica' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Eliminar la etiqueta Urgente' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la etiqueta?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Urgente' })).toHaveCount(0);

  const left = (await (await api.get('/api/apps/tasks/tags')).json()) as Schema<'TasksTag'>[];
  expect(left.map((tag) => tag.title)).toContain('Revisión jurídica');
  expect(left.map((tag) => tag.id)).not.toContain(urgent.id);
  const tasks = (await (await api.get('/api/apps/tasks/all')).json()) as StoredTask[];
  expect(tasks.filter((task) => task.tags.includes(urgent.id))).toEqual([]);
});
