// Every handler of the template's scrumboard (`/api/apps/scrumboard/...`).
import type { TypedHandlers } from '../contract-types.ts';
import { boardHandlers } from './boards.ts';
import { cardHandlers } from './cards.ts';
import { labelHandlers } from './labels.ts';
import { listHandlers } from './lists.ts';

export const scrumboardHandlers: TypedHandlers = {
  ...boardHandlers,
  ...listHandlers,
  ...cardHandlers,
  ...labelHandlers,
};
