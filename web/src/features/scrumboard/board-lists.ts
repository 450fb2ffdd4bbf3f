// Pure helpers over a board's lists and cards: where a card is, moving it while dragging, and applying the
// positions a drop produced (sorted again, as GET board answers).
import type { ScrumboardCard, ScrumboardList } from '@api/model';
import { type MoveOffset, movedByOne } from '../../lib/dnd/move-by-one';
import { dropPositions, type Positioned } from './positions';

export function listOfCard(lists: readonly ScrumboardList[], cardId: string): ScrumboardList | undefined {
  return lists.find((list) => list.cards.some((card) => card.id === cardId));
}

/** Moves a card to `index` of another list (or the same one), keeping every other card where it is. */
export function moveCard(lists: ScrumboardList[], cardId: string, toListId: string, index: number): ScrumboardList[] {
  const card = listOfCard(lists, cardId)?.cards.find((candidate) => candidate.id === cardId);
  if (card === undefined) return lists;
  const moved: ScrumboardCard = { ...card, listId: toListId };
  return lists.map((list) => {
    const cards = list.cards.filter((candidate) => candidate.id !== cardId);
    if (list.id !== toListId) return cards.length === list.cards.length ? list : { ...list, cards };
    const at = Math.max(0, Math.min(index, cards.length));
    return { ...list, cards: [...cards.slice(0, at), moved, ...cards.slice(at)] };
  });
}

const byPosition = (a: Positioned, b: Positioned) => a.position - b.position;

/** A new position of a card or list, and a card's new list when it moved to another one. */
export interface PositionChange {
  id: string;
  position?: number;
  listId?: string;
}

/** The lists with card changes applied: moved cards change list, every list's cards sorted by position. */
export function withCardChanges(lists: ScrumboardList[], changes: readonly PositionChange[]): ScrumboardList[] {
  const changed = new Map(changes.map((change) => [change.id, change]));
  const cards = lists
    .flatMap((list) => list.cards)
    .map((card) => {
      const change = changed.get(card.id);
      return change
        ? { ...card, position: change.position ?? card.position, listId: change.listId ?? card.listId }
        : card;
    });
  return lists.map((list) => ({ ...list, cards: cards.filter((card) => card.listId === list.id).sort(byPosition) }));
}

/** The lists with new positions applied, sorted by position. */
export function withListPositions(lists: ScrumboardList[], changes: readonly PositionChange[]): ScrumboardList[] {
  const changed = new Map(changes.map((change) => [change.id, change.position]));
  return lists.map((list) => ({ ...list, position: changed.get(list.id) ?? list.position })).sort(byPosition);
}

/**
 * Moves without dragging (WCAG 2.5.7: what a drag does, one pointer press does too): the position changes that put
 * a card at the end of another list.
 */
export function cardToListEnd(lists: ScrumboardList[], cardId: string, toListId: string): PositionChange[] {
  const target = lists.find((list) => list.id === toListId);
  if (target === undefined || listOfCard(lists, cardId)?.id === toListId) return [];
  const cards = moveCard(lists, cardId, toListId, target.cards.length).find((list) => list.id === toListId)?.cards;
  return dropPositions(cards ?? [], cardId).map((change) =>
    change.id === cardId ? { ...change, listId: toListId } : change,
  );
}

/** The position changes that move a list one place left (-1) or right (+1); none past either end. */
export function listMovedBy(lists: readonly ScrumboardList[], listId: string, offset: MoveOffset): Positioned[] {
  const ordered = movedByOne(
    lists,
    lists.findIndex((list) => list.id === listId),
    offset,
  );
  return ordered ? dropPositions(ordered, listId) : [];
}

/** The position changes that move a card one place up (-1) or down (+1) in its list; none past either end. */
export function cardMovedBy(lists: ScrumboardList[], cardId: string, offset: MoveOffset): PositionChange[] {
  const cards = listOfCard(lists, cardId)?.cards ?? [];
  const ordered = movedByOne(
    cards,
    cards.findIndex((card) => card.id === cardId),
    offset,
  );
  return ordered ? dropPositions(ordered, cardId) : [];
}
