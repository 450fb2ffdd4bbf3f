// A board's labels as the shared tag editor writes them: create, rename and delete (the server takes a deleted
// label off every card of the board); each refreshes the board.
import {
  getScrumboardGetBoardQueryKey,
  useScrumboardCreateLabel,
  useScrumboardDeleteLabel,
  useScrumboardUpdateLabel,
} from '@api/endpoints/scrumboard/scrumboard';
import { useQueryClient } from '@tanstack/react-query';
import { type TagWrites, useTagWriteFailure } from '../../components/tags-manager/use-tag-writes';

export function useLabelWrites(boardId: string): TagWrites {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getScrumboardGetBoardQueryKey({ id: boardId }) });
  const options = { mutation: { onSuccess: refresh, onError: useTagWriteFailure() } };
  const create = useScrumboardCreateLabel(options);
  const update = useScrumboardUpdateLabel(options);
  const remove = useScrumboardDeleteLabel(options);
  return {
    create: (title) => create.mutateAsync({ data: { label: { boardId, title } } }),
    rename: (id, title) => update.mutate({ data: { id, label: { title } } }),
    remove: (id) => remove.mutateAsync({ params: { id } }),
    isCreating: create.isPending,
  };
}
