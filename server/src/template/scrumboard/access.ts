// State access and the lookups that answer 404 for unknown boards, lists and cards.
import type { OperationContext } from '../../contract/handler.ts';
import { notFoundError, requireById } from '../records/list.ts';
import type { ScrumboardBoard, ScrumboardList, ScrumboardState } from './types.ts';

export const boardState = (ctx: Pick<OperationContext, 'state'>): ScrumboardState => ctx.state.template.scrumboard;

export const requireBoard = (state: ScrumboardState, id: string, field = 'id'): ScrumboardBoard =>
  requireById(state.boards, id, 'Board', field);

/** The list must exist and belong to the board the client names. */
export function requireListOnBoard(
  state: ScrumboardState,
  listId: string,
  boardId: string,
  field: string,
): ScrumboardList {
  const list = requireById(state.lists, listId, 'List', field);
  if (list.boardId !== boardId) throw notFoundError(`List on board "${boardId}"`, listId, field);
  return list;
}
