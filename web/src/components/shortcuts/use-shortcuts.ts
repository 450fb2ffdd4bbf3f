// The shortcuts of the top bar, and their add/edit/delete through the generated mutation hooks; each change
// updates the cached list in place.
import {
  getShortcutsListQueryKey,
  getShortcutsListQueryOptions,
  useShortcutsCreate,
  useShortcutsDelete,
  useShortcutsUpdate,
} from '@api/endpoints/shortcuts/shortcuts';
import type { ShortcutsShortcut, ShortcutsShortcutInput } from '@api/model';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export function useShortcuts() {
  const queryClient = useQueryClient();
  const list = useQuery(getShortcutsListQueryOptions());
  const update = (change: (shortcuts: ShortcutsShortcut[]) => ShortcutsShortcut[]) =>
    queryClient.setQueryData<ShortcutsShortcut[]>(getShortcutsListQueryKey(), (shortcuts) => change(shortcuts ?? []));

  const created = useShortcutsCreate({
    mutation: { onSuccess: (shortcut) => update((shortcuts) => [...shortcuts, shortcut]) },
  });
  const edited = useShortcutsUpdate({
    mutation: {
      onSuccess: (shortcut) => {
        if (shortcut) update((shortcuts) => shortcuts.map((entry) => (entry.id === shortcut.id ? shortcut : entry)));
      },
    },
  });
  const removed = useShortcutsDelete({
    mutation: { onSuccess: (shortcut) => update((shortcuts) => shortcuts.filter((entry) => entry.id !== shortcut.id)) },
  });

  // The panel speaks in shortcuts; the hooks' variables are the template's request bodies.
  const create = {
    ...created,
    mutate: (shortcut: ShortcutsShortcutInput, options?: Parameters<typeof created.mutate>[1]) =>
      created.mutate({ data: { shortcut } }, options),
  };
  const edit = {
    ...edited,
    mutate: (
      { id, shortcut: { id: _sentId, ...shortcut } }: { id: string; shortcut: ShortcutsShortcutInput },
      options?: Parameters<typeof edited.mutate>[1],
    ) => edited.mutate({ data: { id, shortcut } }, options),
  };
  const remove = {
    ...removed,
    mutate: (id: string, options?: Parameters<typeof removed.mutate>[1]) => removed.mutate({ params: { id } }, options),
  };
  const failure = list.isError ? list : undefined;
  return { shortcuts: list.data ?? [], isLoading: list.isPending, failure, create, edit, remove };
}
