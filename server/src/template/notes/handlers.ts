// Handlers of the template's notes app (`/api/apps/notes...`). Label calls answer the whole label list.
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById, removeById, unlinkId } from '../records/list.ts';
import { toStoredNote, withLabelObjects } from './normalise.ts';
import type { NotesState } from './types.ts';

const notesOf = (ctx: Pick<OperationContext, 'state'>): NotesState => ctx.state.template.notes;

export const notesHandlers = typedHandlers({
  notesListLabels: (ctx) => notesOf(ctx).labels,

  notesCreateLabel: (ctx) => {
    const { title } = ctx.body;
    const state = notesOf(ctx);
    state.labels.push({ id: ctx.services.newUuid(), title });
    return state.labels;
  },

  /** Only the title changes; an unknown id changes nothing and still answers the list. */
  notesUpdateLabel: (ctx) => {
    const { label } = ctx.body;
    const state = notesOf(ctx);
    const stored = findById(state.labels, label.id);
    if (stored !== undefined) stored.title = label.title;
    return state.labels;
  },

  notesDeleteLabel: (ctx) => {
    const state = notesOf(ctx);
    const id = ctx.query.id;
    removeById(state.labels, id, 'Label');
    for (const note of state.notes) unlinkId(note.labels, id);
    return state.labels;
  },

  /** Known note: the item is appended and the stored note answered; unknown: the note sent, unchanged. */
  notesAddTask: (ctx) => {
    const { note, task } = ctx.body;
    const stored = note.id ? findById(notesOf(ctx).notes, note.id) : undefined;
    if (stored === undefined) return toStoredNote(note, note.id ?? '', () => ctx.services.newUuid());
    stored.tasks ??= [];
    stored.tasks.push({ id: ctx.services.newUuid(), content: task, completed: false });
    return stored;
  },

  notesListNotes: (ctx) => {
    const { notes, labels } = notesOf(ctx);
    return notes.map((note) => withLabelObjects(note, labels));
  },

  notesCreateNote: (ctx) => {
    const { note } = ctx.body;
    const stored = toStoredNote(note, ctx.services.newUuid(), () => ctx.services.newUuid());
    notesOf(ctx).notes.push(stored);
    return stored;
  },

  /** Replaces the whole stored note (no merge); an unknown id changes nothing. Answers the note sent. */
  notesUpdateNote: (ctx) => {
    const { updatedNote } = ctx.body;
    const notes = notesOf(ctx).notes;
    // A note still being typed (id null, not created yet) is answered as sent and stored nowhere.
    const replacement = toStoredNote(updatedNote, updatedNote.id ?? '', () => ctx.services.newUuid());
    const index = updatedNote.id ? notes.findIndex((note) => note.id === updatedNote.id) : -1;
    if (index !== -1) notes[index] = replacement;
    return replacement;
  },

  notesDeleteNote: (ctx) => {
    removeById(notesOf(ctx).notes, ctx.query.id, 'Note');
    return true;
  },
});
