import type { NotesNoteWithLabels } from '@api/model';
import { describe, expect, it } from 'vitest';
import { validateNotesSearch, visibleNotes } from './notes-search';

const note = (id: string, changes: Partial<NotesNoteWithLabels> = {}): NotesNoteWithLabels => ({
  id,
  title: id,
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: null,
  updatedAt: null,
  ...changes,
});

const notes = [
  note('plain', { content: 'Revisar el PLIEGO' }),
  note('archived', { archived: true }),
  note('reminder', { reminder: '2026-12-01T10:00:00.000Z' }),
  note('labelled', {
    labels: [{ id: 'work', title: 'Trabajo' }, null],
    tasks: [{ id: 't', content: 'Llamar a la Intervención', completed: false }],
  }),
];
const ids = (list: NotesNoteWithLabels[]) => list.map((entry) => entry.id);

describe('visibleNotes', () => {
  it('shows the notes not archived by default', () => {
    expect(ids(visibleNotes(notes, {}))).toEqual(['plain', 'reminder', 'labelled']);
  });

  it('shows only archived notes, reminders or a label', () => {
    expect(ids(visibleNotes(notes, { filter: 'archived' }))).toEqual(['archived']);
    expect(ids(visibleNotes(notes, { filter: 'reminders' }))).toEqual(['reminder']);
    expect(ids(visibleNotes(notes, { label: 'work' }))).toEqual(['labelled']);
  });

  it('searches title, content and checklist items ignoring case and accents', () => {
    expect(ids(visibleNotes(notes, { q: 'pliego' }))).toEqual(['plain']);
    expect(ids(visibleNotes(notes, { q: 'llamar' }))).toEqual(['labelled']);
    expect(ids(visibleNotes(notes, { q: 'intervencion' }))).toEqual(['labelled']);
  });
});

describe('validateNotesSearch', () => {
  it('keeps known filters and non-empty texts', () => {
    expect(validateNotesSearch({ filter: 'archived', q: 'x', note: 'new', label: 'l' })).toEqual({
      filter: 'archived',
      q: 'x',
      note: 'new',
    });
    expect(validateNotesSearch({ filter: 'bogus', q: ' ', label: 'l' })).toEqual({ label: 'l' });
  });
});
