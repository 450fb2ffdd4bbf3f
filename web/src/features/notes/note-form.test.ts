import type { NotesNoteWithLabels } from '@api/model';
import { describe, expect, it } from 'vitest';
import { emptyNote, isBlank, noteFormValues, noteInput } from './note-form';

const stored: NotesNoteWithLabels = {
  id: 'n1',
  title: 'Compras',
  content: 'Material de oficina',
  tasks: [{ id: 't1', content: 'Papel', completed: true }],
  image: null,
  reminder: null,
  labels: [{ id: 'l1', title: 'Trabajo' }, null],
  archived: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: null,
};
const now = new Date('2026-11-23T18:00:00.000Z');

describe('note form', () => {
  it('reads label ids, skipping dangling labels', () => {
    expect(noteFormValues(stored).labels).toEqual(['l1']);
  });

  it('sends a new note with its checklist and the creation time', () => {
    const values = { ...emptyNote, title: ' Lista ', tasks: [{ content: 'Sobres', completed: false }] };
    expect(noteInput(values, undefined, now)).toMatchObject({
      title: 'Lista',
      tasks: [{ content: 'Sobres', completed: false }],
      labels: [],
      createdAt: '2026-11-23T18:00:00.000Z',
      updatedAt: null,
    });
  });

  it('keeps the creation time of a stored note and stamps the update', () => {
    expect(noteInput(noteFormValues(stored), stored, now)).toMatchObject({
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-11-23T18:00:00.000Z',
    });
  });

  it('round-trips the reminder through local time', () => {
    const withReminder = { ...stored, reminder: '2026-12-01T09:30:00.000Z' };
    expect(noteInput(noteFormValues(withReminder), stored, now).reminder).toBe('2026-12-01T09:30:00.000Z');
  });

  it('sends no checklist when it is empty, and knows a blank note', () => {
    expect(noteInput(emptyNote, undefined, now).tasks).toBeNull();
    expect(isBlank(emptyNote)).toBe(true);
    expect(isBlank({ ...emptyNote, tasks: [{ content: 'x', completed: false }] })).toBe(false);
  });
});
