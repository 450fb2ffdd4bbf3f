// One top-bar inbox (messages or notifications): the list, and mark read/unread, mark all read and delete,
// each applied to the cached list when the server confirms it.
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxEntry } from './inbox-entry';

export interface InboxEndpoints<T extends InboxEntry> {
  queryKey: QueryKey;
  list: (signal: AbortSignal) => Promise<T[]>;
  setRead: (id: string, read: boolean) => Promise<T | null>;
  remove: (id: string) => Promise<T>;
  markAllRead: () => Promise<true>;
}

export interface Inbox {
  entries: InboxEntry[];
  setRead: (entry: InboxEntry, read: boolean) => void;
  remove: (entry: InboxEntry) => void;
  markAllRead: () => void;
}

export function useInbox<T extends InboxEntry>(endpoints: InboxEndpoints<T>): Inbox {
  const queryClient = useQueryClient();
  const key = endpoints.queryKey;
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => endpoints.list(signal) });
  const update = (change: (entries: T[]) => T[]) =>
    queryClient.setQueryData<T[]>(key, (entries) => change(entries ?? []));

  const setRead = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => endpoints.setRead(id, read),
    onSuccess: (changed) => {
      if (changed) update((entries) => entries.map((entry) => (entry.id === changed.id ? changed : entry)));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => endpoints.remove(id),
    onSuccess: (removed) => update((entries) => entries.filter((entry) => entry.id !== removed.id)),
  });
  const markAllRead = useMutation({
    mutationFn: () => endpoints.markAllRead(),
    onSuccess: () => update((entries) => entries.map((entry) => ({ ...entry, read: true, seen: true }))),
  });

  return {
    entries: data ?? [],
    setRead: (entry, read) => setRead.mutate({ id: entry.id, read }),
    remove: (entry) => remove.mutate(entry.id),
    markAllRead: () => markAllRead.mutate(),
  };
}
