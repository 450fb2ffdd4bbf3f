// Shapes of the template's notes app.
export interface NotesLabel {
  id: string;
  title: string;
}

export interface NotesTask {
  id: string;
  content: string;
  completed: boolean;
}

/** A note as stored: `labels` holds label ids (the list endpoint expands them). */
export interface NotesNote {
  id: string;
  title: string;
  content: string;
  tasks: NotesTask[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A note as clients may send it: labels as ids or as label objects. */
export interface NotesNoteInput extends Partial<Omit<NotesNote, 'labels' | 'id'>> {
  id?: string | null;
  labels?: (string | NotesLabel)[];
}

export interface NotesState {
  labels: NotesLabel[];
  notes: NotesNote[];
}
