// The writes of a template app's tags (inventory, contacts, tasks: the same three calls on each app's own paths),
// through that app's generated hooks. Each write refreshes the tags; a delete also refreshes what lists tag ids
// (the server takes the tag off every record).

import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

interface Callbacks {
  onSuccess: () => unknown;
  onError: () => void;
}

interface TagMutation<Variables> {
  mutate: (variables: Variables) => void;
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

type MutationHook<Variables> = (options: { mutation: Callbacks }) => TagMutation<Variables>;

export interface TagHooks {
  useList: () => { data?: readonly { id: string; title: string }[] };
  useCreate: MutationHook<{ data: { tag: { title: string } } }>;
  useUpdate: MutationHook<{ data: { id: string; tag: { title: string } } }>;
  useDelete: MutationHook<{ params: { id: string } }>;
  /** The tags' list. */
  tagsKey: QueryKey;
  /** The answers holding the records' tag ids (a prefix key refreshes every answer under it). */
  taggedKeys: readonly QueryKey[];
}

export interface TagWrites {
  create: (title: string) => Promise<unknown>;
  rename: (id: string, title: string) => void;
  remove: (id: string) => Promise<unknown>;
  isCreating: boolean;
}

/** The notice of a refused tag write, for writes built elsewhere (a board's labels). */
export function useTagWriteFailure(): () => void {
  const { t } = useTranslation('common');
  return () =>
    notifications.show({ color: 'red', title: t('tagsManager.failedTitle'), message: t('tagsManager.failed') });
}

export function useTagWrites(hooks: TagHooks): TagWrites {
  const queryClient = useQueryClient();
  const refreshTags = () => queryClient.invalidateQueries({ queryKey: hooks.tagsKey });
  const onError = useTagWriteFailure();
  const create = hooks.useCreate({ mutation: { onSuccess: refreshTags, onError } });
  const update = hooks.useUpdate({ mutation: { onSuccess: refreshTags, onError } });
  const remove = hooks.useDelete({
    mutation: {
      onSuccess: () =>
        Promise.all([
          refreshTags(),
          ...hooks.taggedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ]),
      onError,
    },
  });
  return {
    create: (title) => create.mutateAsync({ data: { tag: { title } } }),
    rename: (id, title) => update.mutate({ data: { id, tag: { title } } }),
    remove: (id) => remove.mutateAsync({ params: { id } }),
    isCreating: create.isPending,
  };
}
