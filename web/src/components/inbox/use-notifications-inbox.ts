// The notifications panel's inbox, on the template's /api/common/notifications endpoints through the generated hooks.
import {
  getNotificationsListQueryOptions,
  notificationsMarkAllAsRead,
  useNotificationsDelete,
  useNotificationsToggleReadStatus,
} from '@api/endpoints/notifications/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Inbox, useInboxCache } from './use-inbox';

export function useNotificationsInbox(): Inbox {
  const options = getNotificationsListQueryOptions();
  const list = useQuery(options);
  const cache = useInboxCache(options.queryKey);
  const setRead = useNotificationsToggleReadStatus({ mutation: { onSuccess: cache.replace } });
  const remove = useNotificationsDelete({ mutation: { onSuccess: cache.drop } });
  // The template marks all as read with a GET, so Orval made it a query: run it as this write's function.
  const markAllRead = useMutation({ mutationFn: () => notificationsMarkAllAsRead(), onSuccess: cache.allRead });
  return {
    entries: list.data ?? [],
    failure: list.isError ? list : undefined,
    setRead: (entry, read) => setRead.mutate({ data: { notification: { id: entry.id, read } } }),
    remove: (entry) => remove.mutate({ params: { id: entry.id } }),
    markAllRead: () => markAllRead.mutate(),
  };
}
