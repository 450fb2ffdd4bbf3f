// The notifications panel's inbox, on the template's /api/common/notifications endpoints.
import {
  getNotificationsListQueryOptions,
  notificationsDelete,
  notificationsMarkAllAsRead,
  notificationsToggleReadStatus,
} from '@api/endpoints/notifications/notifications';
import { type Inbox, useInbox } from './use-inbox';

const endpoints = {
  listOptions: getNotificationsListQueryOptions(),
  setRead: (id: string, read: boolean) => notificationsToggleReadStatus({ notification: { id, read } }),
  remove: (id: string) => notificationsDelete({ id }),
  markAllRead: () => notificationsMarkAllAsRead(),
};

export function useNotificationsInbox(): Inbox {
  return useInbox(endpoints);
}
