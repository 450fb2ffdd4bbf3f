// Turns a note as a client sends it into the stored shape: labels reduced to ids (the template's
// front end sends label objects on create), missing fields filled with the template's blanks.
import type { NotesLabel, NotesNote, NotesNoteInput, NotesTask } from './types.ts';

export const labelIds = (labels: readonly (string | NotesLabel)[] | undefined): string[] =>
  (labels ?? []).map((label) => (typeof label === 'string' ? label : label.id));

export function toStoredNote(input: NotesNoteInput, id: string, newId: () => string): NotesNote {
  const tasks = input.tasks?.map(
    (task): NotesTask => ({ ...task, id: task.id || newId(), completed: task.completed ?? false }),
  );
  return {
    id,
    title: input.title ?? '',
    content: input.content ?? '',
    tasks: tasks ?? null,
    image: input.image ?? null,
    reminder: input.reminder ?? null,
    labels: labelIds(input.labels),
    archived: input.archived ?? false,
    createdAt: input.createdAt ?? null,
    updatedAt: input.updatedAt ?? null,
  };
}

/** The list's view of a note: label ids expanded to label objects, null for a dangling id. */
export function withLabelObjects(
  note: NotesNote,
  labels: readonly NotesLabel[],
): Omit<NotesNote, 'labels'> & { labels: (NotesLabel | null)[] } {
  return { ...note, labels: note.labels.map((id) => labels.find((label) => label.id === id) ?? null) };
}
