// List handlers. Answers carry the list's current cards, which the front end keeps in its board.

import type { Schema } from '../../contract/operation-types.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById, removeById, requireById } from '../records/list.ts';
import { boardState, requireBoard } from './access.ts';
import { nextPosition } from './positions.ts';
import type { ScrumboardList } from './types.ts';
import { listView } from './views.ts';

/** The changeable fields of a list as sent: `cards` (the front end's copy) is ignored, cards live on their own. */
function listFields(input: Schema<'ScrumboardListInput'>): Partial<ScrumboardList> {
  const fields: Partial<ScrumboardList> = {};
  if (input.title !== undefined) fields.title = input.title;
  if (input.position !== undefined) fields.position = input.position;
  return fields;
}

export const listHandlers = typedHandlers({
  scrumboardCreateList: (ctx) => {
    const { list } = ctx.body;
    const state = boardState(ctx);
    requireBoard(state, list.boardId, 'list.boardId');
    const onBoard = state.lists.filter((item) => item.boardId === list.boardId);
    const created: ScrumboardList = {
      id: ctx.services.newUuid(),
      boardId: list.boardId,
      position: list.position ?? nextPosition(onBoard),
      title: list.title,
    };
    state.lists.push(created);
    return listView(state, created);
  },

  /** Shallow merge of title/position; an unknown id answers 200 null, as in the template. */
  scrumboardUpdateList: (ctx) => {
    const { list } = ctx.body;
    const state = boardState(ctx);
    const stored = findById(state.lists, list.id);
    if (stored === undefined) return null;
    Object.assign(stored, listFields(list));
    return listView(state, stored);
  },

  /** All or nothing: an unknown id answers 404 before any list changes. */
  scrumboardUpdateLists: (ctx) => {
    const { lists } = ctx.body;
    const state = boardState(ctx);
    const stored = lists.map((item, index) => requireById(state.lists, item.id, 'List', `lists.${index}.id`));
    stored.forEach((list, index) => {
      Object.assign(list, listFields(lists[index] ?? {}));
    });
    return stored.map((list) => listView(state, list));
  },

  /** Deletes the list and every card in it. */
  scrumboardDeleteList: (ctx) => {
    const state = boardState(ctx);
    const { id } = ctx.query;
    removeById(state.lists, id, 'List');
    state.cards = state.cards.filter((card) => card.listId !== id);
    return true;
  },
});
