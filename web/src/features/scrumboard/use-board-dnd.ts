// Drag and drop of a board with @dnd-kit: lists sort horizontally, cards sort within and between lists.
// While a card is dragged the board is a local draft (the card follows the pointer or the arrow keys into
// another list); the drop computes the template's positions and hands them to useBoardMoves.
import type { ScrumboardList } from '@api/model';
import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { MoveOffset } from '../../lib/dnd/move-by-one';
import { listMovedBy, listOfCard, moveCard } from './board-lists';
import { dropPositions } from './positions';
import { useBoardMoves } from './use-board-moves';

export type DragKind = 'card' | 'list';

const kindOf = (data: { current?: Record<string, unknown> | undefined } | undefined): DragKind | undefined =>
  data?.current?.type === 'card' || data?.current?.type === 'list' ? data.current.type : undefined;

// Lists only collide with lists; a card prefers the card under the pointer, then the list under it, and
// (keyboard dragging has no pointer) the closest card or list.
const collisionDetection: CollisionDetection = (args) => {
  const only = (kind: DragKind) => ({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => kindOf(container.data) === kind),
  });
  if (kindOf(args.active.data) === 'list') return closestCenter(only('list'));
  if (args.pointerCoordinates) {
    const cards = pointerWithin(only('card'));
    if (cards.length > 0) return cards;
    const lists = pointerWithin(only('list'));
    if (lists.length > 0) return lists;
  }
  return closestCorners(args);
};

export function useBoardDnd(boardId: string, lists: ScrumboardList[]) {
  const moves = useBoardMoves(boardId);
  const [draft, setDraft] = useState<ScrumboardList[] | null>(null);
  const [active, setActive] = useState<{ id: string; kind: DragKind } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = draft ?? lists;

  const onDragStart = ({ active: started }: DragStartEvent) => {
    const kind = kindOf(started.data) ?? 'card';
    setActive({ id: String(started.id), kind });
    if (kind === 'card') setDraft(lists);
  };

  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    if (!draft || !over || kindOf(dragged.data) !== 'card') return;
    const from = listOfCard(draft, String(dragged.id));
    const overIsList = kindOf(over.data) === 'list';
    const to = overIsList ? draft.find((list) => list.id === over.id) : listOfCard(draft, String(over.id));
    if (!from || !to || from.id === to.id) return;
    const overIndex = to.cards.findIndex((card) => card.id === over.id);
    const translated = dragged.rect.current.translated;
    const isBelow = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
    const index = overIsList || overIndex < 0 ? to.cards.length : overIndex + (isBelow ? 1 : 0);
    setDraft(moveCard(draft, String(dragged.id), to.id, index));
  };

  const finish = () => {
    setDraft(null);
    setActive(null);
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const activeId = String(dragged.id);
    if (kindOf(dragged.data) === 'list') {
      const from = lists.findIndex((list) => list.id === activeId);
      const to = lists.findIndex((list) => list.id === over?.id);
      if (from >= 0 && to >= 0 && from !== to) {
        const ordered = arrayMove(lists, from, to);
        // The draft shows the new order until the cached board has it.
        setDraft(ordered);
        void moves.moveLists(dropPositions(ordered, activeId)).then(finish);
        return;
      }
      return finish();
    }
    const current = draft ?? lists;
    const target = listOfCard(current, activeId);
    if (target) {
      const from = target.cards.findIndex((card) => card.id === activeId);
      const overIndex = target.cards.findIndex((card) => card.id === over?.id);
      const cards = overIndex >= 0 ? arrayMove(target.cards, from, overIndex) : target.cards;
      const original = listOfCard(lists, activeId);
      const originalIndex = original?.cards.findIndex((card) => card.id === activeId);
      const hasMoved = original?.id !== target.id || cards.findIndex((card) => card.id === activeId) !== originalIndex;
      if (hasMoved) {
        const ordered = current.map((list) => (list.id === target.id ? { ...list, cards } : list));
        setDraft(ordered);
        const changes = dropPositions(cards, activeId).map((change) =>
          change.id === activeId ? { ...change, listId: target.id } : change,
        );
        void moves.moveCards(changes).then(finish);
        return;
      }
    }
    finish();
  };

  /** A list one place left or right, as a drag would put it, from its menu (no drag needed). */
  const moveList = (listId: string, offset: MoveOffset) => {
    const changes = listMovedBy(lists, listId, offset);
    if (changes.length > 0) void moves.moveLists(changes);
  };

  return {
    lists: shown,
    active,
    moveList,
    context: { sensors, collisionDetection, onDragStart, onDragOver, onDragEnd, onDragCancel: finish },
  };
}
