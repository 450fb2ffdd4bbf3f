import type { ScrumboardCard, ScrumboardList } from '@api/model';
import { describe, expect, it } from 'vitest';
import {
  cardMovedBy,
  cardToListEnd,
  listMovedBy,
  listOfCard,
  moveCard,
  withCardChanges,
  withListPositions,
} from './board-lists';

const card = (id: string, listId: string, position: number): ScrumboardCard => ({
  id,
  boardId: 'b',
  listId,
  position,
  title: id,
  description: null,
  labels: [],
  dueDate: null,
  checklists: [],
  attachments: [],
});
const lists = (): ScrumboardList[] => [
  { id: 'todo', boardId: 'b', position: 65536, title: 'To do', cards: [card('a', 'todo', 1), card('b', 'todo', 2)] },
  { id: 'done', boardId: 'b', position: 131072, title: 'Done', cards: [card('c', 'done', 1)] },
];

describe('board lists', () => {
  it('finds the list of a card', () => {
    expect(listOfCard(lists(), 'c')?.id).toBe('done');
    expect(listOfCard(lists(), 'x')).toBeUndefined();
  });

  it('moves a card to a position of another list', () => {
    const moved = moveCard(lists(), 'a', 'done', 0);
    expect(moved.map((list) => list.cards.map((entry) => entry.id))).toEqual([['b'], ['a', 'c']]);
    expect(moved[1]?.cards[0]?.listId).toBe('done');
  });

  it('clamps the index to the end of the list', () => {
    expect(moveCard(lists(), 'a', 'done', 9)[1]?.cards.map((entry) => entry.id)).toEqual(['c', 'a']);
  });

  it('applies card positions and sorts each list again', () => {
    const result = withCardChanges(lists(), [{ id: 'a', position: 3 }]);
    expect(result[0]?.cards.map((entry) => entry.id)).toEqual(['b', 'a']);
  });

  it('moves a card that changes list, at its position', () => {
    const result = withCardChanges(lists(), [{ id: 'a', position: 0.5, listId: 'done' }]);
    expect(result.map((list) => list.cards.map((entry) => entry.id))).toEqual([['b'], ['a', 'c']]);
    expect(result[1]?.cards[0]?.listId).toBe('done');
  });

  it('applies list positions and sorts the lists again', () => {
    expect(withListPositions(lists(), [{ id: 'todo', position: 200000 }]).map((list) => list.id)).toEqual([
      'done',
      'todo',
    ]);
  });

  it('puts a card at the end of another list, without dragging', () => {
    expect(cardToListEnd(lists(), 'a', 'done')).toEqual([{ id: 'a', position: 65537, listId: 'done' }]);
    expect(cardToListEnd(lists(), 'a', 'todo')).toEqual([]);
    expect(cardToListEnd(lists(), 'a', 'nowhere')).toEqual([]);
  });

  it('moves a list one place, and not past either end', () => {
    expect(listMovedBy(lists(), 'done', -1)).toEqual([{ id: 'done', position: 32768 }]);
    expect(listMovedBy(lists(), 'todo', 1)).toEqual([{ id: 'todo', position: 196608 }]);
    expect(listMovedBy(lists(), 'todo', -1)).toEqual([]);
    expect(listMovedBy(lists(), 'done', 1)).toEqual([]);
  });

  it('moves a card one place in its list, and not past either end', () => {
    expect(cardMovedBy(lists(), 'a', 1)).toEqual([{ id: 'a', position: 65538 }]);
    // Half of the first position is not a whole number: the list is numbered again.
    expect(cardMovedBy(lists(), 'b', -1)).toEqual([
      { id: 'b', position: 65536 },
      { id: 'a', position: 131072 },
    ]);
    expect(cardMovedBy(lists(), 'a', -1)).toEqual([]);
    expect(cardMovedBy(lists(), 'c', 1)).toEqual([]);
  });
});
