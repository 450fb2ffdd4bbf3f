// Every template-mock operation handler, by operationId, each typed by its operation in the contract.
import type { HandlerMap } from '../contract/handler.ts';
import { academyHandlers } from './academy/handlers.ts';
import { activitiesHandlers } from './activities/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { chatHandlers } from './chat/handlers.ts';
import { contactsHandlers } from './contacts/handlers.ts';
import { bindable, type TypedHandlers } from './contract-types.ts';
import { dashboardsHandlers } from './dashboards/handlers.ts';
import { fileManagerHandlers } from './file-manager/handlers.ts';
import { helpCenterHandlers } from './help-center/handlers.ts';
import { iconsHandlers } from './icons/handlers.ts';
import { inventoryHandlers } from './inventory/handlers.ts';
import { mailboxHandlers } from './mailbox/handlers.ts';
import { messagesHandlers } from './messages/handlers.ts';
import { navigationHandlers } from './navigation/handlers.ts';
import { notesHandlers } from './notes/handlers.ts';
import { notificationsHandlers } from './notifications/handlers.ts';
import { scrumboardHandlers } from './scrumboard/handlers.ts';
import { searchHandlers } from './search/handlers.ts';
import { shortcutsHandlers } from './shortcuts/handlers.ts';
import { tasksHandlers } from './tasks/handlers.ts';
import { userHandlers } from './user/handlers.ts';

/**
 * Every area's map comes from `typedHandlers`, each handler typed by its operation in the generated contract
 * types; handlers.test.ts checks that the map holds exactly the contract's template operations, each declared
 * through `typedHandlers` (a spread of an untyped map would pass the type check unnoticed).
 */
export const typedTemplateHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...navigationHandlers,
  ...searchHandlers,
  ...messagesHandlers,
  ...notificationsHandlers,
  ...shortcutsHandlers,
  ...chatHandlers,
  ...contactsHandlers,
  ...mailboxHandlers,
  ...inventoryHandlers,
  ...fileManagerHandlers,
  ...helpCenterHandlers,
  ...notesHandlers,
  ...tasksHandlers,
  ...scrumboardHandlers,
  ...dashboardsHandlers,
  ...iconsHandlers,
  ...academyHandlers,
  ...activitiesHandlers,
} satisfies TypedHandlers;

export const templateHandlers: HandlerMap = bindable(typedTemplateHandlers);
