// Board handlers, including the create/update/delete/search calls the front end makes but the
// template mock lacked.

import type { Schema } from '../../contract/operation-types.ts';
import { holdsText } from '../../text/fold.ts';
import { typedHandlers } from '../contract-types.ts';
import { removeById } from '../records/list.ts';
import { boardState, requireBoard } from './access.ts';
import type { ScrumboardBoard } from './types.ts';
import { boardDetail, boardSummary, cardView, refIds } from './views.ts';

/** The stored fields of a board as sent; `lists` and `labels` are managed by their own calls and ignored. */
function boardFields(input: Schema<'ScrumboardBoardInput'>): Partial<ScrumboardBoard> {
  const fields: Partial<ScrumboardBoard> = {};
  if (input.title !== undefined) fields.title = input.title;
  if (input.description !== undefined) fields.description = input.description;
  if (input.icon !== undefined) fields.icon = input.icon;
  if (input.lastActivity !== undefined) fields.lastActivity = input.lastActivity;
  if (input.members !== undefined) fields.members = refIds(input.members);
  return fields;
}

export const boardHandlers = typedHandlers({
  scrumboardListBoards: (ctx) => {
    const state = boardState(ctx);
    return state.boards.map((board) => boardSummary(state, board));
  },

  scrumboardGetBoard: (ctx) => {
    const state = boardState(ctx);
    return boardDetail(state, requireBoard(state, ctx.query.id));
  },

  scrumboardCreateBoard: (ctx) => {
    const { board } = ctx.body;
    const state = boardState(ctx);
    const created: ScrumboardBoard = {
      id: ctx.services.newUuid(),
      description: null,
      icon: null,
      lastActivity: ctx.services.timestamp(),
      members: [],
      ...boardFields(board),
      title: board.title,
    };
    state.boards.push(created);
    return boardSummary(state, created);
  },

  scrumboardUpdateBoard: (ctx) => {
    const { id, board } = ctx.body;
    const state = boardState(ctx);
    const stored = requireBoard(state, id);
    Object.assign(stored, boardFields(board));
    return boardSummary(state, stored);
  },

  /** Deletes the board with its lists, cards and labels. */
  scrumboardDeleteBoard: (ctx) => {
    const state = boardState(ctx);
    const { id } = ctx.query;
    removeById(state.boards, id, 'Board');
    state.lists = state.lists.filter((list) => list.boardId !== id);
    state.cards = state.cards.filter((card) => card.boardId !== id);
    state.labels = state.labels.filter((label) => label.boardId !== id);
    return true;
  },

  /** Cards of every board whose title or description contains the query; null for an empty query. */
  scrumboardSearchCards: (ctx) => {
    const state = boardState(ctx);
    const query = ctx.query.query ?? '';
    if (!query) return null;
    return state.cards
      .filter((card) => holdsText(card.title, query) || holdsText(card.description, query))
      .map((card) => cardView(state, card));
  },
});
