// `api/common/notifications`: the top-bar notifications panel.
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { markAllRead, prepend, setRead } from '../feed/items.ts';
import { mergeById, removeById } from '../records/list.ts';
import type { NotificationsNotification } from './seed.ts';

const notificationsOf = (ctx: Pick<OperationContext, 'state'>): NotificationsNotification[] =>
  ctx.state.template.notifications;

export const notificationsHandlers = typedHandlers({
  notificationsList: (ctx) => structuredClone(notificationsOf(ctx)),

  notificationsCreate: (ctx) =>
    prepend(notificationsOf(ctx), {
      time: ctx.services.timestamp(),
      read: false,
      ...structuredClone(ctx.body.notification),
      id: ctx.services.newUuid(),
    }),

  notificationsUpdate: (ctx) => mergeById(notificationsOf(ctx), ctx.body.id, ctx.body.notification),

  notificationsDelete: (ctx) => removeById(notificationsOf(ctx), ctx.query.id, 'Notification'),

  notificationsMarkAllAsRead: (ctx) => markAllRead(notificationsOf(ctx)),

  notificationsToggleReadStatus: (ctx) => {
    const { id, read } = ctx.body.notification;
    return setRead(notificationsOf(ctx), id, read);
  },
});
