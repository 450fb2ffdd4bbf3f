// Persists drag-and-drop moves through the positions operations (PATCH board/cards, PATCH board/lists),
// optimistically: the cached board shows the move at once; a refusal puts it back and says so.
import {
  getScrumboardGetBoardQueryKey,
  useScrumboardUpdateCards,
  useScrumboardUpdateLists,
} from '@api/endpoints/scrumboard/scrumboard';
import type { ScrumboardBoard } from '@api/model';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../lib/optimistic/optimistic-update';
import { type PositionChange, withCardChanges, withListPositions } from './board-lists';
import type { Positioned } from './positions';

export function useBoardMoves(boardId: string) {
  const { t } = useTranslation('scrumboard');
  const key = getScrumboardGetBoardQueryKey({ id: boardId });
  const cards = useScrumboardUpdateCards({
    mutation: optimisticUpdate({
      patches: ({ data }) => [
        cachePatch<ScrumboardBoard, unknown>(key, (board) => ({
          ...board,
          lists: withCardChanges(board.lists, data.cards),
        })),
      ],
      errorTitle: t('board.moveFailed'),
    }),
  });
  const lists = useScrumboardUpdateLists({
    mutation: optimisticUpdate({
      patches: ({ data }) => [
        cachePatch<ScrumboardBoard, unknown>(key, (board) => ({
          ...board,
          lists: withListPositions(board.lists, data.lists),
        })),
      ],
      errorTitle: t('board.moveFailed'),
    }),
  });
  return {
    /** Resolves once the server has answered (either way). */
    moveCards: (changes: PositionChange[]) => cards.mutateAsync({ data: { cards: changes } }).catch(() => undefined),
    moveLists: (changes: Positioned[]) => lists.mutateAsync({ data: { lists: changes } }).catch(() => undefined),
  };
}
