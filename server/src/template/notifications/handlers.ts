// `api/common/notifications`: the top-bar notifications panel.
import { feedHandlers } from '../feed/handlers.ts';
import type { NotificationsNotification } from './seed.ts';

export const notificationsHandlers = feedHandlers<NotificationsNotification>({
  prefix: 'notifications',
  bodyKey: 'notification',
  what: 'Notification',
  items: (state) => state.template.notifications,
  defaults: ({ services }) => ({ time: services.now().toISOString(), read: false }),
  readFlags: true,
});
