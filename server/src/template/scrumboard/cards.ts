// Card handlers. Clients send labels as objects; they are stored as ids and answered expanded.

import type { Schema } from '../../contract/operation-types.ts';
import { typedHandlers } from '../contract-types.ts';
import { removeById, requireById } from '../records/list.ts';
import { boardState, requireBoard, requireListOnBoard } from './access.ts';
import { nextPosition } from './positions.ts';
import type { ScrumboardCard, ScrumboardState } from './types.ts';
import { cardView, refIds } from './views.ts';

type CardInput = Schema<'ScrumboardCardInput'>;

function cardFields(input: CardInput): Partial<ScrumboardCard> {
  const { id: _id, labels, ...fields } = input;
  return labels === undefined ? fields : { ...fields, labels: refIds(labels) };
}

/** A card may move to another list (drag and drop), but only to a list that exists on its board. */
function checkMove(state: ScrumboardState, stored: ScrumboardCard, input: CardInput, prefix: string): void {
  if (input.listId === undefined && input.boardId === undefined) return;
  const boardId = input.boardId ?? stored.boardId;
  requireBoard(state, boardId, `${prefix}.boardId`);
  requireListOnBoard(state, input.listId ?? stored.listId, boardId, `${prefix}.listId`);
}

export const cardHandlers = typedHandlers({
  /** Created with PUT, as in the template; appended to the store. */
  scrumboardCreateCard: (ctx) => {
    const { card } = ctx.body;
    const state = boardState(ctx);
    requireBoard(state, card.boardId, 'card.boardId');
    requireListOnBoard(state, card.listId, card.boardId, 'card.listId');
    const inList = state.cards.filter((item) => item.listId === card.listId);
    const created: ScrumboardCard = {
      description: null,
      dueDate: null,
      labels: [],
      checklists: [],
      attachments: [],
      position: nextPosition(inList),
      ...cardFields(card),
      id: ctx.services.newUuid(),
      boardId: card.boardId,
      listId: card.listId,
      title: card.title,
    };
    state.cards.push(created);
    return cardView(state, created);
  },

  /** Shallow merge; an unknown card answers 404 (the template threw). */
  scrumboardUpdateCard: (ctx) => {
    const { id, card } = ctx.body;
    const state = boardState(ctx);
    const stored = requireById(state.cards, id, 'Card');
    checkMove(state, stored, card, 'card');
    Object.assign(stored, cardFields(card));
    return cardView(state, stored);
  },

  /** All or nothing: an unknown id answers 404 before any card changes. */
  scrumboardUpdateCards: (ctx) => {
    const { cards } = ctx.body;
    const state = boardState(ctx);
    const stored = cards.map((item, index) => {
      const card = requireById(state.cards, item.id, 'Card', `cards.${index}.id`);
      checkMove(state, card, item, `cards.${index}`);
      return card;
    });
    stored.forEach((card, index) => {
      Object.assign(card, cardFields(cards[index] ?? {}));
    });
    return stored.map((card) => cardView(state, card));
  },

  scrumboardDeleteCard: (ctx) => {
    removeById(boardState(ctx).cards, ctx.query.id, 'Card');
    return true;
  },

  /**
   * The template's positions call, kept as it is: every stored card, on every board, gets its index in
   * the request (matched on id, listId and boardId), or -1 when absent. Answers all cards, labels as ids.
   */
  scrumboardUpdateCardPositions: (ctx) => {
    const { cards } = ctx.body;
    const state = boardState(ctx);
    for (const card of state.cards) {
      card.position = cards.findIndex(
        (item) => item.id === card.id && item.listId === card.listId && item.boardId === card.boardId,
      );
    }
    return state.cards;
  },
});
