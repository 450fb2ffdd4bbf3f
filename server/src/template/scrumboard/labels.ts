// Board label handlers; deleting a label removes it from every card (the template's cascade
// targeted a field cards do not have, and then threw).
import { type TypedContext, typedHandlers } from '../contract-types.ts';
import { mergeById, removeById, unlinkId } from '../records/list.ts';
import { boardState, requireBoard } from './access.ts';
import type { ScrumboardLabel } from './types.ts';

function createLabel(ctx: TypedContext<'scrumboardCreateLabel' | 'scrumboardCreateLabelWithPost'>): ScrumboardLabel {
  const { boardId, title } = ctx.body.label;
  const state = boardState(ctx);
  requireBoard(state, boardId, 'label.boardId');
  const created: ScrumboardLabel = { id: ctx.services.newUuid(), boardId, title };
  state.labels.unshift(created);
  return created;
}

export const labelHandlers = typedHandlers({
  scrumboardListLabels: (ctx) => {
    const state = boardState(ctx);
    const { boardId } = ctx.query;
    requireBoard(state, boardId, 'boardId');
    return state.labels.filter((label) => label.boardId === boardId);
  },

  scrumboardCreateLabel: createLabel,
  /** The front end's `createLabel` uses POST, which the template never answered. */
  scrumboardCreateLabelWithPost: createLabel,

  scrumboardUpdateLabel: (ctx) => {
    const { id, label } = ctx.body;
    // A sent label id (the front end sends the whole label) never re-keys the stored one.
    const { id: _sentId, ...changes } = label;
    return mergeById(boardState(ctx).labels, id, changes);
  },

  scrumboardDeleteLabel: (ctx) => {
    const state = boardState(ctx);
    const { id } = ctx.query;
    removeById(state.labels, id, 'Label');
    for (const card of state.cards) unlinkId(card.labels, id);
    return true;
  },
});
