// Every handler of the template's scrumboard (`/api/apps/scrumboard/...`).
import type { HandlerMap } from '../../contract/handler.ts';
import { boardHandlers } from './boards.ts';
import { cardHandlers } from './cards.ts';
import { labelHandlers } from './labels.ts';
import { listHandlers } from './lists.ts';

export const scrumboardHandlers: HandlerMap = { ...boardHandlers, ...listHandlers, ...cardHandlers, ...labelHandlers };
