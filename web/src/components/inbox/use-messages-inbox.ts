// The messages panel's inbox, on the template's /api/common/messages endpoints through the generated hooks.
import {
  getMessagesListQueryOptions,
  messagesMarkAllAsRead,
  useMessagesDelete,
  useMessagesToggleReadStatus,
} from '@api/endpoints/messages/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Inbox, useInboxCache } from './use-inbox';

export function useMessagesInbox(): Inbox {
  const options = getMessagesListQueryOptions();
  const list = useQuery(options);
  const cache = useInboxCache(options.queryKey);
  const setRead = useMessagesToggleReadStatus({ mutation: { onSuccess: cache.replace } });
  const remove = useMessagesDelete({ mutation: { onSuccess: cache.drop } });
  // The template marks all as read with a GET, so Orval made it a query: run it as this write's function.
  const markAllRead = useMutation({ mutationFn: () => messagesMarkAllAsRead(), onSuccess: cache.allRead });
  return {
    entries: list.data ?? [],
    failure: list.isError ? list : undefined,
    setRead: (entry, read) => setRead.mutate({ data: { message: { id: entry.id, read } } }),
    remove: (entry) => remove.mutate({ params: { id: entry.id } }),
    markAllRead: () => markAllRead.mutate(),
  };
}
