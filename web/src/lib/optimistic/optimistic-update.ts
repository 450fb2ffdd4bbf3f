// Optimistic updates for the generated mutation hooks: patch the cached answers the write will change at
// once, roll them back and tell the user if the server refuses, and refetch them when the write settles.
import { notifications } from '@mantine/notifications';
import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { isStaleVersion } from '../if-match';

/** One cached answer (or every answer under a key prefix) and how a write changes it. */
export interface CachePatch<TVariables> {
  queryKey: QueryKey;
  apply: (data: unknown, variables: TVariables) => unknown;
}

/**
 * Declares a patch of the answers under `queryKey` (a prefix matches every page or filter of a list).
 * `TData` is the type of the answer the key caches; answers not loaded yet are left alone.
 */
export function cachePatch<TData, TVariables>(
  queryKey: QueryKey,
  update: (data: TData, variables: TVariables) => TData,
): CachePatch<TVariables> {
  return {
    queryKey,
    // The cache is untyped per key: the generated query options tie `queryKey` to `TData`.
    apply: (data, variables) => (data === undefined || data === null ? data : update(data as TData, variables)),
  };
}

export interface OptimisticSettings<TData, TVariables> {
  /** The cached answers the write changes, with their optimistic updaters. */
  patches: (variables: TVariables) => CachePatch<TVariables>[];
  /** What the notification says when the server refuses, e.g. "No se pudo destacar el correo". */
  errorTitle: string | ((variables: TVariables) => string);
  /** Keys refetched when the write settles; by default the patched ones (counts and sort stay true). */
  invalidates?: (variables: TVariables, data: TData | undefined) => QueryKey[];
}

/** The answers as they were before the write: what a refusal restores. */
export interface OptimisticSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

type OptimisticCallbacks<TData, TError, TVariables> = Required<
  Pick<UseMutationOptions<TData, TError, TVariables, OptimisticSnapshot>, 'onMutate' | 'onError' | 'onSettled'>
>;

async function snapshotAndPatch<TVariables>(
  client: QueryClient,
  patches: CachePatch<TVariables>[],
  variables: TVariables,
): Promise<OptimisticSnapshot> {
  // An answer in flight would overwrite the optimistic value when it lands.
  await Promise.all(patches.map(({ queryKey }) => client.cancelQueries({ queryKey })));
  const entries = patches.flatMap(({ queryKey }) => client.getQueriesData({ queryKey }));
  for (const { queryKey, apply } of patches) client.setQueriesData({ queryKey }, (data) => apply(data, variables));
  return { entries };
}

/**
 * `mutation` options for a generated hook, e.g.
 * `useMailboxUpdateMail({ mutation: optimisticUpdate({ patches: ({ data }) => [...], errorTitle }) })`.
 * Extra `onSuccess` work can be spread beside them.
 */
export function optimisticUpdate<TData, TError, TVariables>(
  settings: OptimisticSettings<TData, TVariables>,
): OptimisticCallbacks<TData, TError, TVariables> {
  return {
    onMutate: (variables, { client }) => snapshotAndPatch(client, settings.patches(variables), variables),
    onError: (error, variables, snapshot, { client }) => {
      for (const [queryKey, data] of snapshot?.entries ?? []) client.setQueryData(queryKey, data);
      const { errorTitle } = settings;
      notifications.show({
        color: 'red',
        title: typeof errorTitle === 'function' ? errorTitle(variables) : errorTitle,
        // A write on a version since replaced (412): the record is refetched as it is now (onSettled).
        message: i18n.t(isStaleVersion(error) ? 'common:refusal.stale' : 'common:optimistic.undone'),
      });
    },
    onSettled: (data, _error, variables, _snapshot, { client }) => {
      const keys = settings.invalidates?.(variables, data) ?? settings.patches(variables).map((p) => p.queryKey);
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  };
}
