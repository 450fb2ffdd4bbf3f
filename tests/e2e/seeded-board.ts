// The template's first seeded board, read through the API: where the board tests start from.
import type { APIRequestContext } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { okJson } from './contract-json.ts';

export type Board = Schema<'ScrumboardBoard'>;

/** The first board of the seed, whole, and a reader of its stored state (to check what a change saved). */
export async function firstBoard(api: APIRequestContext): Promise<{ board: Board; stored: () => Promise<Board> }> {
  const [summary] = await okJson(await api.get('/api/apps/scrumboard/boards'), 'scrumboardListBoards');
  if (!summary) throw new Error('The seed has a board');
  const stored = async () =>
    (await okJson(await api.get(`/api/apps/scrumboard/board?id=${summary.id}`), 'scrumboardGetBoard')) as Board;
  return { board: await stored(), stored };
}
