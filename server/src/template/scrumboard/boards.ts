// Board handlers, including the create/update/delete/search calls the front end makes but the
// template mock lacked.
import { typedHandlers } from '../contract-types.ts';
import { removeById } from '../support/records.ts';
import { boardState, queryText, requireBoard } from './access.ts';
import type { MemberRef, ScrumboardBoard } from './types.ts';
import { boardDetail, boardSummary, cardView, refIds } from './views.ts';

/** What a client may send for a board; `lists` and `labels` are managed by their own calls and ignored. */
interface BoardInput {
  title?: string;
  description?: string | null;
  icon?: string | null;
  lastActivity?: string | null;
  members?: MemberRef[];
}

function boardFields(input: BoardInput): Partial<ScrumboardBoard> {
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
    return boardDetail(state, requireBoard(state, queryText(ctx, 'id')));
  },

  scrumboardCreateBoard: (ctx) => {
    const { board } = ctx.body;
    const state = boardState(ctx);
    const created: ScrumboardBoard = {
      id: ctx.services.newUuid(),
      description: null,
      icon: null,
      lastActivity: ctx.services.now().toISOString(),
      members: [],
      ...boardFields(board),
      // Required on create by the contract (allOf), which the generated type cannot express.
      title: board.title ?? '',
    };
    state.boards.push(created);
    return boardSummary(state, created);
  },

  scrumboardUpdateBoard: (ctx) => {
    const { id, board } = ctx.body as { id: string; board: BoardInput };
    const state = boardState(ctx);
    const stored = requireBoard(state, id);
    Object.assign(stored, boardFields(board));
    return boardSummary(state, stored);
  },

  /** Deletes the board with its lists, cards and labels. */
  scrumboardDeleteBoard: (ctx) => {
    const state = boardState(ctx);
    const id = queryText(ctx, 'id');
    removeById(state.boards, id, 'Board');
    state.lists = state.lists.filter((list) => list.boardId !== id);
    state.cards = state.cards.filter((card) => card.boardId !== id);
    state.labels = state.labels.filter((label) => label.boardId !== id);
    return true;
  },

  /** Cards of every board whose title or description contains the query; null for an empty query. */
  scrumboardSearchCards: (ctx) => {
    const state = boardState(ctx);
    const query = queryText(ctx, 'query').toLowerCase();
    if (!query) return null;
    return state.cards
      .filter(
        (card) => card.title.toLowerCase().includes(query) || (card.description ?? '').toLowerCase().includes(query),
      )
      .map((card) => cardView(state, card));
  },
});
