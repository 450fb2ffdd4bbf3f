// The notifications panel's inbox, on the template's /api/common/notifications endpoints.
import {
  getNotificationsListQueryKey,
  notificationsDelete,
  notificationsList,
  notificationsMarkAllAsRead,
  notificationsToggleReadStatus,
} from '@api/endpoints/notifications/notifications';
import { type Inbox, useInbox } from './use-inbox';

const endpoints = {
  queryKey: getNotificationsListQueryKey(),
  list: (signal: AbortSignal) => notificationsList({ signal }),
  setRead: (id: string, read: boolean) => notificationsToggleReadStatus({ notification: { id, read } }),
  remove: (id: string) => notificationsDelete({ id }),
  markAllRead: () => notificationsMarkAllAsRead(),
};

export function useNotificationsInbox(): Inbox {
  return useInbox(endpoints);
}
