// The board's other writes (lists, cards, labels). Each refreshes only the board it touched; a refusal is
// shown by the caller, which keeps what was typed.
import {
  getScrumboardGetBoardQueryKey,
  useScrumboardCreateCard,
  useScrumboardCreateLabel,
  useScrumboardCreateList,
  useScrumboardDeleteCard,
  useScrumboardDeleteList,
  useScrumboardUpdateCard,
  useScrumboardUpdateList,
} from '@api/endpoints/scrumboard/scrumboard';
import { useQueryClient } from '@tanstack/react-query';

export function useBoardWrites(boardId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getScrumboardGetBoardQueryKey({ id: boardId }) });
  const options = { mutation: { onSuccess: refresh } };
  return {
    createList: useScrumboardCreateList(options),
    updateList: useScrumboardUpdateList(options),
    deleteList: useScrumboardDeleteList(options),
    createCard: useScrumboardCreateCard(options),
    updateCard: useScrumboardUpdateCard(options),
    deleteCard: useScrumboardDeleteCard(options),
    createLabel: useScrumboardCreateLabel(options),
  };
}

export type BoardWrites = ReturnType<typeof useBoardWrites>;
