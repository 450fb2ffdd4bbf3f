// Notes app against the live server: a note with a checklist made through the dialog, and a refused save
// that keeps what was typed.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { accounts, expect, test } from './fixtures.ts';
import { method, refuseRequests } from './refusals.ts';

type StoredNote = Schema<'NotesNoteWithLabels'>;

test.describe('notes', () => {
  // Prose keeps its signs: a "<" or ">" is saved as typed (only markup is refused).
  test('creates a note with a checklist', async ({ page, signIn, api }) => {
    await signIn(accounts.admin);
    await page.goto('/apps/notes');
    await page.getByRole('button', { name: 'Nueva nota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva nota' });
    await dialog.getByLabel('Título').fill('Preparar la mesa del jueves (< 3 días)');
    const newTask = dialog.getByPlaceholder('Nueva tarea');
    await newTask.fill('Convocar a los vocales');
    await newTask.press('Enter');
    await newTask.fill('Reservar la sala (> 20 plazas)');
    await newTask.press('Enter');
    await dialog.getByRole('checkbox', { name: 'Convocar a los vocales' }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Preparar la mesa del jueves \(< 3 días\)/ })).toBeVisible();

    const notes = (await (await api.get('/api/apps/notes/all')).json()) as StoredNote[];
    const created = notes.find((note) => note.title === 'Preparar la mesa del jueves (< 3 días)');
    expect(created?.tasks).toEqual([
      expect.objectContaining({ content: 'Convocar a los vocales', completed: true }),
      expect.objectContaining({ content: 'Reservar la sala (> 20 plazas)', completed: false }),
    ]);
  });

  test('a refused save says so and keeps what was typed', async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await refuseRequests(page, '**/api/apps/notes', {
      picks: method('POST'),
      message: 'note.title is too long',
      field: 'note.title',
    });
    await page.goto('/apps/notes?note=new');
    const dialog = page.getByRole('dialog', { name: 'Nueva nota' });
    await dialog.getByLabel('Título').fill('Una nota rechazada');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // In the interface's words, naming the field by its label (the server's own words are for developers).
    await expect(
      page.getByText('No se pudo guardar la nota. El servidor no aceptó el valor de «Título».'),
    ).toBeVisible();
    await expect(page.getByText('note.title is too long')).toHaveCount(0);
    await expect(dialog.getByLabel('Título')).toHaveValue('Una nota rechazada');
  });
});
