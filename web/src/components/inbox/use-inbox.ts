// One top-bar inbox (messages or notifications): what the panels need, and how a confirmed change updates the
// cached list in place (no refetch). The inbox hooks wire it to their generated mutation hooks.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { RetryableQuery } from '../load-failed/load-failed';
import type { InboxEntry } from './inbox-entry';

export interface Inbox {
  entries: InboxEntry[];
  /** The list's query, when it failed: the panel says so (not "no messages") and offers a retry. */
  failure: RetryableQuery | undefined;
  setRead: (entry: InboxEntry, read: boolean) => void;
  remove: (entry: InboxEntry) => void;
  markAllRead: () => void;
}

export function useInboxCache<T extends InboxEntry>(key: QueryKey) {
  const queryClient = useQueryClient();
  const update = (change: (entries: T[]) => T[]) =>
    queryClient.setQueryData<T[]>(key, (entries) => change(entries ?? []));
  return {
    replace: (changed: T | null) => {
      if (changed) update((entries) => entries.map((entry) => (entry.id === changed.id ? changed : entry)));
    },
    drop: (removed: T) => update((entries) => entries.filter((entry) => entry.id !== removed.id)),
    allRead: () => update((entries) => entries.map((entry) => ({ ...entry, read: true, seen: true }))),
  };
}
