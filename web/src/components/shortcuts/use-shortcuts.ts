// The shortcuts of the top bar, and their add/edit/delete; each change updates the cached list in place.
import {
  getShortcutsListQueryKey,
  getShortcutsListQueryOptions,
  shortcutsCreate,
  shortcutsDelete,
  shortcutsUpdate,
} from '@api/endpoints/shortcuts/shortcuts';
import type { ShortcutsShortcut, ShortcutsShortcutInput } from '@api/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useShortcuts() {
  const queryClient = useQueryClient();
  const list = useQuery(getShortcutsListQueryOptions());
  const key = getShortcutsListQueryKey();
  const update = (change: (shortcuts: ShortcutsShortcut[]) => ShortcutsShortcut[]) =>
    queryClient.setQueryData<ShortcutsShortcut[]>(key, (shortcuts) => change(shortcuts ?? []));

  const create = useMutation({
    mutationFn: (shortcut: ShortcutsShortcutInput) => shortcutsCreate({ shortcut }),
    onSuccess: (created) => update((shortcuts) => [...shortcuts, created]),
  });
  const edit = useMutation({
    mutationFn: ({ id, shortcut }: { id: string; shortcut: ShortcutsShortcutInput }) =>
      shortcutsUpdate({ id, shortcut }),
    onSuccess: (edited) => {
      if (edited) update((shortcuts) => shortcuts.map((entry) => (entry.id === edited.id ? edited : entry)));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => shortcutsDelete({ id }),
    onSuccess: (removed) => update((shortcuts) => shortcuts.filter((entry) => entry.id !== removed.id)),
  });

  return { shortcuts: list.data ?? [], isLoading: list.isPending, create, edit, remove };
}
