// Shapes of the template's notes app, from the contract.
import type { Schema } from '../../contract/operation-types.ts';

export type NotesLabel = Schema<'NotesLabel'>;
export type NotesTask = Schema<'NotesTask'>;
/** A note as stored: `labels` holds label ids (the list endpoint expands them). */
export type NotesNote = Schema<'NotesNote'>;
/** A note as clients may send it: labels as ids or as label objects. */
export type NotesNoteInput = Schema<'NotesNoteInput'>;

export interface NotesState {
  labels: NotesLabel[];
  notes: NotesNote[];
}
