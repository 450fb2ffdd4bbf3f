// Answer shapes: members and labels expanded from ids to objects (a dangling id becomes null).
import type { Schema } from '../../contract/operation-types.ts';
import type {
  CardView,
  LabelRef,
  ListView,
  MemberRef,
  ScrumboardBoard,
  ScrumboardCard,
  ScrumboardList,
  ScrumboardState,
} from './types.ts';

const byPosition = (a: { position: number }, b: { position: number }): number => a.position - b.position;

export const refIds = (refs: readonly (LabelRef | MemberRef)[]): string[] =>
  refs.map((ref) => (typeof ref === 'string' ? ref : ref.id));

export function cardView(state: ScrumboardState, card: ScrumboardCard): CardView {
  return { ...card, labels: card.labels.map((id) => state.labels.find((label) => label.id === id) ?? null) };
}

export function listView(state: ScrumboardState, list: ScrumboardList): ListView {
  const cards = state.cards.filter((card) => card.listId === list.id).sort(byPosition);
  return { ...list, cards: cards.map((card) => cardView(state, card)) };
}

/** `GET boards` shape: member objects, no lists or labels. */
export function boardSummary(state: ScrumboardState, board: ScrumboardBoard): Schema<'ScrumboardBoardSummary'> {
  return { ...board, members: board.members.map((id) => state.members.find((member) => member.id === id) ?? null) };
}

/** `GET board` shape: lists by position with their cards by position; members stay ids. */
export function boardDetail(state: ScrumboardState, board: ScrumboardBoard): Schema<'ScrumboardBoard'> {
  const lists = state.lists.filter((list) => list.boardId === board.id).sort(byPosition);
  return {
    ...board,
    lists: lists.map((list) => listView(state, list)),
    labels: state.labels.filter((label) => label.boardId === board.id),
  };
}
