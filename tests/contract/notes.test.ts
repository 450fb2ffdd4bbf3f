// Template notes: label calls answering the whole list, label cascade, expanded labels, checklist
// items, create with label objects stored as ids, whole-note replacement, 404 on unknown deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Label = Schema<'NotesLabel'>;
type Note = Schema<'NotesNoteWithLabels'>;
type StoredNote = Omit<Note, 'labels'> & { labels: string[] };

const BASE = '/api/apps/notes';
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function notes(): Promise<Note[]> {
  return contractBody(await api.get(`${BASE}/all`), 'notesListNotes');
}
const labels = async (): Promise<Label[]> => (await api.get(`${BASE}/labels`)).body as Label[];

describe('GET /api/apps/notes/all', () => {
  it('lists 15 notes with labels expanded to objects and the seeded value patterns', async () => {
    const all = await notes();
    expect(all).toHaveLength(15);
    expect(all.filter((note) => note.tasks !== null)).toHaveLength(4);
    expect(all.reduce((sum, note) => sum + (note.tasks?.length ?? 0), 0)).toBe(16);
    expect(all.filter((note) => note.image !== null)).toHaveLength(2);
    expect(all.filter((note) => note.reminder !== null)).toHaveLength(5);
    expect(all.filter((note) => note.archived)).toHaveLength(3);
    expect(all.filter((note) => note.updatedAt !== null)).toHaveLength(2);
    const known = new Set((await labels()).map((label) => label.id));
    for (const note of all) for (const label of note.labels) expect(known.has(label?.id ?? '')).toBe(true);
  });
});

describe('note labels', () => {
  it('answers the whole list on every call; PATCH changes only the title', async () => {
    const seeded = await api.get(`${BASE}/labels`);
    expectContract(seeded, 'notesListLabels');
    expect(seeded.body).toHaveLength(6);
    const created = await api.post(`${BASE}/labels`).send({ title: 'Viajes' });
    expectContract(created, 'notesCreateLabel');
    const list = created.body as Label[];
    expect(list).toHaveLength(7);
    const added = list[6] as Label;
    expect(added.title).toBe('Viajes');
    const renamed = await api.patch(`${BASE}/labels`).send({ label: { id: added.id, title: 'Escapadas' } });
    expectContract(renamed, 'notesUpdateLabel');
    expect((renamed.body as Label[])[6]).toEqual({ id: added.id, title: 'Escapadas' });
    const unknown = await api.patch(`${BASE}/labels`).send({ label: { id: 'nope', title: 'X' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(renamed.body);
  });

  it('removes a deleted label from every note and answers 404 for an unknown id', async () => {
    const used = (await notes()).flatMap((note) => note.labels)[0] as Label;
    const response = await api.delete(`${BASE}/labels?id=${used.id}`);
    expectContract(response, 'notesDeleteLabel');
    expect((response.body as Label[]).some((label) => label.id === used.id)).toBe(false);
    for (const note of await notes()) expect(note.labels.some((label) => label?.id === used.id)).toBe(false);
    expectError(await api.delete(`${BASE}/labels?id=nope`), 404, { field: 'id' });
  });
});

describe('POST /api/apps/notes (create)', () => {
  it('appends the note with a new id and stores label objects as ids', async () => {
    const [label] = await labels();
    const note = {
      id: null,
      title: 'Nueva',
      content: 'Texto',
      tasks: null,
      image: null,
      reminder: null,
      labels: [label],
      archived: false,
      createdAt: null,
      updatedAt: null,
    };
    const response = await api.post(BASE).send({ note });
    expectContract(response, 'notesCreateNote');
    const stored = response.body as StoredNote;
    expect(stored).toMatchObject({ title: 'Nueva', labels: [label?.id] });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const all = await notes();
    expect(all.at(-1)).toEqual({ ...stored, labels: [label] });
  });

  it('fills blanks for missing fields and rejects unknown ones', async () => {
    const response = await api.post(BASE).send({ note: { title: 'Mínima' } });
    expect(response.body).toMatchObject({
      content: '',
      tasks: null,
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      createdAt: null,
      updatedAt: null,
    });
    expectError(await api.post(BASE).send({ note: { colour: 'red' } }), 400, { field: 'note.colour' });
    expectError(await api.post(BASE).send({}), 400, { field: 'note' });
  });
});

describe('POST /api/apps/notes/tasks', () => {
  it('appends a checklist item to a known note, creating the list when null', async () => {
    const note = (await notes()).find((item) => item.tasks === null) as Note;
    const response = await api.post(`${BASE}/tasks`).send({ note, task: 'Llamar al proveedor' });
    expectContract(response, 'notesAddTask');
    const stored = response.body as StoredNote;
    expect(stored.tasks).toEqual([{ id: expect.any(String), content: 'Llamar al proveedor', completed: false }]);
    expect(stored.labels).toEqual(note.labels.map((label) => label?.id));
  });

  it('answers the note sent, unchanged, for an unknown note', async () => {
    const before = await notes();
    const sent = { id: 'nope', title: 'Fantasma', labels: [] };
    const response = await api.post(`${BASE}/tasks`).send({ note: sent, task: 'x' });
    expectContract(response, 'notesAddTask');
    expect(response.body).toMatchObject({ id: 'nope', title: 'Fantasma', tasks: null });
    expect(await notes()).toEqual(before);
  });
});

describe('PATCH /api/apps/notes', () => {
  it('replaces the whole note (no merge)', async () => {
    const [first] = await notes();
    const updatedNote = { id: first?.id, title: 'Sustituida', labels: [] };
    const response = await api.patch(BASE).send({ updatedNote });
    expectContract(response, 'notesUpdateNote');
    const [after] = await notes();
    expect(after).toEqual({
      id: first?.id,
      title: 'Sustituida',
      content: '',
      tasks: null,
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('answers the note sent and changes nothing for an unknown id; requires the id', async () => {
    const before = await notes();
    const response = await api.patch(BASE).send({ updatedNote: { id: 'nope', title: 'X' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'nope', title: 'X' });
    expect(await notes()).toEqual(before);
    expectError(await api.patch(BASE).send({ updatedNote: { title: 'X' } }), 400, { field: 'updatedNote.id' });
  });
});

describe('DELETE /api/apps/notes', () => {
  it('deletes a note and answers 404 for an unknown id', async () => {
    const before = await notes();
    const response = await api.delete(`${BASE}?id=${before[2]?.id}`);
    expectContract(response, 'notesDeleteNote');
    expect(response.body).toBe(true);
    expectError(await api.delete(`${BASE}?id=nope`), 404, { field: 'id' });
    expect(await notes()).toHaveLength(before.length - 1);
  });
});
