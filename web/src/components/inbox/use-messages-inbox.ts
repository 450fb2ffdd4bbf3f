// The messages panel's inbox, on the template's /api/common/messages endpoints.
import {
  getMessagesListQueryKey,
  messagesDelete,
  messagesList,
  messagesMarkAllAsRead,
  messagesToggleReadStatus,
} from '@api/endpoints/messages/messages';
import { type Inbox, useInbox } from './use-inbox';

const endpoints = {
  queryKey: getMessagesListQueryKey(),
  list: (signal: AbortSignal) => messagesList({ signal }),
  setRead: (id: string, read: boolean) => messagesToggleReadStatus({ message: { id, read } }),
  remove: (id: string) => messagesDelete({ id }),
  markAllRead: () => messagesMarkAllAsRead(),
};

export function useMessagesInbox(): Inbox {
  return useInbox(endpoints);
}
