// `api/common/messages`: the top-bar messages panel.
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { markAllRead, prepend, setRead } from '../feed/items.ts';
import { mergeById, removeById } from '../records/list.ts';
import type { MessagesMessage } from './seed.ts';

const messagesOf = (ctx: Pick<OperationContext, 'state'>): MessagesMessage[] => ctx.state.template.messages;

export const messagesHandlers = typedHandlers({
  messagesList: (ctx) => structuredClone(messagesOf(ctx)),

  messagesCreate: (ctx) =>
    prepend(messagesOf(ctx), {
      time: ctx.services.timestamp(),
      read: false,
      ...structuredClone(ctx.body.message),
      id: ctx.services.newUuid(),
    }),

  messagesUpdate: (ctx) => mergeById(messagesOf(ctx), ctx.body.id, ctx.body.message),

  messagesDelete: (ctx) => removeById(messagesOf(ctx), ctx.query.id, 'Message'),

  messagesMarkAllAsRead: (ctx) => markAllRead(messagesOf(ctx)),

  messagesToggleReadStatus: (ctx) => setRead(messagesOf(ctx), ctx.body.message.id, ctx.body.message.read),
});
