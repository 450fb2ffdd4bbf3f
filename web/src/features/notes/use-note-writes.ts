// Writes of the notes app. Notes refresh the cached list; label calls answer the whole label list, which
// replaces the cached one (and the notes, whose labels a rename or delete changes, refresh).
import {
  getNotesListLabelsQueryKey,
  getNotesListNotesQueryKey,
  useNotesCreateLabel,
  useNotesCreateNote,
  useNotesDeleteLabel,
  useNotesDeleteNote,
  useNotesUpdateLabel,
  useNotesUpdateNote,
} from '@api/endpoints/notes/notes';
import type { NotesLabelList } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';

export function useNoteWrites() {
  const queryClient = useQueryClient();
  const refreshNotes = () => queryClient.invalidateQueries({ queryKey: getNotesListNotesQueryKey() });
  const labelsChanged = (labels: NotesLabelList) => {
    queryClient.setQueryData(getNotesListLabelsQueryKey(), labels);
    return refreshNotes();
  };
  return {
    createNote: useNotesCreateNote({ mutation: { onSuccess: refreshNotes } }),
    updateNote: useNotesUpdateNote({ mutation: { onSuccess: refreshNotes } }),
    deleteNote: useNotesDeleteNote({ mutation: { onSuccess: refreshNotes } }),
    createLabel: useNotesCreateLabel({ mutation: { onSuccess: labelsChanged } }),
    updateLabel: useNotesUpdateLabel({ mutation: { onSuccess: labelsChanged } }),
    deleteLabel: useNotesDeleteLabel({ mutation: { onSuccess: labelsChanged } }),
  };
}

export type NoteWrites = ReturnType<typeof useNoteWrites>;
