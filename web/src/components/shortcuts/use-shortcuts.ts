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
  // The form reads whether each went through.
  const create = (shortcut: ShortcutsShortcutInput) => created.mutateAsync({ data: { shortcut } });
  const edit = (id: string, { id: _sentId, ...shortcut }: ShortcutsShortcutInput) =>
    edited.mutateAsync({ data: { id, shortcut } });
  const remove = (id: string) => removed.mutateAsync({ params: { id } });
  const failure = list.isError ? list : undefined;
  return {
    shortcuts: list.data ?? [],
    isLoading: list.isPending,
    isSaving: created.isPending || edited.isPending,
    failure,
    create,
    edit,
    remove,
  };
}
