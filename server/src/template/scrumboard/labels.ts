// Board label handlers; deleting a label removes it from every card (the template's cascade
// targeted a field cards do not have, and then threw).
import { type TypedContext, typedHandlers } from '../contract-types.ts';
import { mergeById, removeById, unlinkId } from '../support/records.ts';
import { boardState, queryText, requireBoard } from './access.ts';
import type { ScrumboardLabel } from './types.ts';

function createLabel(ctx: TypedContext<'scrumboardCreateLabel' | 'scrumboardCreateLabelWithPost'>): ScrumboardLabel {
  // boardId and title are required on create by the contract (allOf), which the generated type cannot express.
  const { boardId = '', title = '' } = ctx.body.label;
  const state = boardState(ctx);
  requireBoard(state, boardId, 'label.boardId');
  const created: ScrumboardLabel = { id: ctx.services.newUuid(), boardId, title };
  state.labels.unshift(created);
  return created;
}

export const labelHandlers = typedHandlers({
  scrumboardListLabels: (ctx) => {
    const state = boardState(ctx);
    const boardId = queryText(ctx, 'boardId');
    requireBoard(state, boardId, 'boardId');
    return state.labels.filter((label) => label.boardId === boardId);
  },

  scrumboardCreateLabel: createLabel,
  /** The front end's `createLabel` uses POST, which the template never answered. */
  scrumboardCreateLabelWithPost: createLabel,

  scrumboardUpdateLabel: (ctx) => {
    const { id, label } = ctx.body as { id: string; label: Partial<ScrumboardLabel> };
    return mergeById(boardState(ctx).labels, id, label);
  },

  scrumboardDeleteLabel: (ctx) => {
    const state = boardState(ctx);
    const id = queryText(ctx, 'id');
    removeById(state.labels, id, 'Label');
    for (const card of state.cards) unlinkId(card.labels, id);
    return true;
  },
});
