// The notes screen's URL state (filter, label, search text, open note) and the notes it shows.
import type { NotesNoteWithLabels } from '@api/model';
import { holdsSearch } from '../../lib/fold-text';

export type NotesFilter = 'reminders' | 'archived';

export interface NotesSearch {
  /** Without filter nor label: the notes not archived. */
  filter?: NotesFilter;
  /** A label id: the notes not archived that carry it. */
  label?: string;
  q?: string;
  /** The note open in the dialog; `new` for a new note. */
  note?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function validateNotesSearch(search: Record<string, unknown>): NotesSearch {
  const filter = search.filter === 'reminders' || search.filter === 'archived' ? search.filter : undefined;
  const label = filter ? undefined : text(search.label);
  const values: NotesSearch = { filter, label, q: text(search.q), note: text(search.note) };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function matches(note: NotesNoteWithLabels, query: string): boolean {
  const texts = [note.title, note.content, ...(note.tasks ?? []).map((task) => task.content)];
  return texts.some((value) => holdsSearch(value, query));
}

export function visibleNotes(notes: readonly NotesNoteWithLabels[], search: NotesSearch): NotesNoteWithLabels[] {
  return notes.filter((note) => {
    if (search.q && !matches(note, search.q)) return false;
    if (search.filter === 'archived') return note.archived;
    if (note.archived) return false;
    if (search.filter === 'reminders') return note.reminder !== null;
    if (search.label) return note.labels.some((label) => label?.id === search.label);
    return true;
  });
}
