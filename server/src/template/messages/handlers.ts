// `api/common/messages`: the top-bar messages panel.
import { feedHandlers } from '../feed/handlers.ts';
import type { MessagesMessage } from './seed.ts';

export const messagesHandlers = feedHandlers<MessagesMessage>({
  prefix: 'messages',
  bodyKey: 'message',
  what: 'Message',
  items: (state) => state.template.messages,
  defaults: ({ services }) => ({ time: services.now().toISOString(), read: false }),
  readFlags: true,
});
