// The note dialog's values and the note they send (labels as ids, as the server stores them).
import type { NotesNoteInput, NotesNoteWithLabels } from '@api/model';

export interface NoteTaskValue {
  /** Absent for an item added in the dialog: the server gives it an id. */
  id?: string;
  content: string;
  completed: boolean;
}

export interface NoteFormValues {
  title: string;
  content: string;
  tasks: NoteTaskValue[];
  image: string | null;
  labels: string[];
  /** "YYYY-MM-DD HH:mm:ss", as the date-time picker gives it (local time). */
  reminder: string | null;
  archived: boolean;
}

export const emptyNote: NoteFormValues = {
  title: '',
  content: '',
  tasks: [],
  image: null,
  labels: [],
  reminder: null,
  archived: false,
};

const pad = (value: number) => String(value).padStart(2, '0');

function localDateTime(iso: string): string {
  const date = new Date(iso);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

export function noteFormValues(note: NotesNoteWithLabels): NoteFormValues {
  return {
    title: note.title,
    content: note.content,
    tasks: (note.tasks ?? []).map(({ id, content, completed }) => ({ id, content, completed })),
    image: note.image,
    labels: note.labels.flatMap((label) => (label ? [label.id] : [])),
    reminder: note.reminder ? localDateTime(note.reminder) : null,
    archived: note.archived,
  };
}

export function isBlank(values: NoteFormValues): boolean {
  return values.title.trim() === '' && values.content.trim() === '' && values.tasks.length === 0;
}

/** The note to send: `createdAt` kept from the stored note (or now, for a new one), `updatedAt` now. */
export function noteInput(values: NoteFormValues, stored: NotesNoteWithLabels | undefined, now: Date): NotesNoteInput {
  return {
    title: values.title.trim(),
    content: values.content,
    tasks: values.tasks.length > 0 ? values.tasks : null,
    image: values.image,
    labels: values.labels,
    reminder: values.reminder ? new Date(values.reminder.replace(' ', 'T')).toISOString() : null,
    archived: values.archived,
    createdAt: stored ? stored.createdAt : now.toISOString(),
    updatedAt: stored ? now.toISOString() : null,
  };
}
