// The board's lists side by side (scrolling sideways), sortable with @dnd-kit, and the "add list" column.
import type { ScrumboardBoard } from '@api/model';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { neighbours } from '../../lib/dnd/move-by-one';
import { useDragAccessibility } from '../../lib/dnd/use-drag-accessibility';
import { BoardColumn } from './board-column';
import { listOfCard } from './board-lists';
import { InlineAddForm } from './inline-add-form';
import { nextPosition } from './positions';
import classes from './scrumboard.module.css';
import { useBoardDnd } from './use-board-dnd';
import type { BoardWrites } from './use-board-writes';

interface BoardCanvasProps {
  board: ScrumboardBoard;
  writes: BoardWrites;
  onOpenCard: (cardId: string) => void;
}

export function BoardCanvas({ board, writes, onOpenCard }: BoardCanvasProps) {
  const { t } = useTranslation('scrumboard');
  const dnd = useBoardDnd(board.id, board.lists);
  const dragged = dnd.active;
  // The dropped card glides to its place through the Web Animations API, which no style sheet stills.
  const reducesMotion = useReducedMotion();
  const accessibility = useDragAccessibility(
    useCallback(
      (id) => {
        const list = dnd.lists.find((entry) => entry.id === id);
        return list ? list.title : listOfCard(dnd.lists, String(id))?.cards.find((card) => card.id === id)?.title;
      },
      [dnd.lists],
    ),
  );
  const overlayTitle =
    dragged?.kind === 'list'
      ? dnd.lists.find((list) => list.id === dragged.id)?.title
      : dragged
        ? listOfCard(dnd.lists, dragged.id)?.cards.find((card) => card.id === dragged.id)?.title
        : undefined;
  return (
    <DndContext {...dnd.context} accessibility={accessibility}>
      <div className={classes.canvas}>
        <SortableContext items={dnd.lists.map((list) => list.id)} strategy={horizontalListSortingStrategy}>
          {dnd.lists.map((list, index) => (
            <BoardColumn
              key={list.id}
              list={list}
              writes={writes}
              onOpenCard={onOpenCard}
              onMove={(offset) => dnd.moveList(list.id, offset)}
              canMove={neighbours(index, dnd.lists.length)}
            />
          ))}
        </SortableContext>
        <Paper className={classes.column} radius="md" p="sm">
          <InlineAddForm
            label={t('board.addList')}
            fieldLabel={t('board.listTitle')}
            onAdd={(title) =>
              writes.createList.mutateAsync({
                data: { list: { boardId: board.id, title, position: nextPosition(board.lists), cards: [] } },
              })
            }
          />
        </Paper>
      </div>
      <DragOverlay dropAnimation={reducesMotion ? null : undefined}>
        {overlayTitle !== undefined && (
          <Paper withBorder shadow="md" radius="md" p="sm" className={classes.overlay}>
            <Text size="sm" fw={500}>
              {overlayTitle}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
