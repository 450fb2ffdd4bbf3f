// The one TanStack Query client; the generated hooks and the route loaders share it.
import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The key of every search of the audit trail, whoever reads it (staff or a web user). Its module loads with the
 * first write rather than with the app: imported here, the audit trail's hooks were part of every first download
 * (0.3 KiB gzip), for one string.
 */
let auditSearches: Promise<string | undefined> | undefined;
const auditSearchesKey = () => {
  auditSearches ??= import('@api/endpoints/node-auditlogs/node-auditlogs').then(
    ({ getSearchAuditLogsQueryKey }) => getSearchAuditLogsQueryKey()[0],
    () => {
      // Offline: asked again at the next write.
      auditSearches = undefined;
      return undefined;
    },
  );
  return auditSearches;
};

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // A mock API answers quickly and rarely changes under the user: avoid refetch storms.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Every write to a collection leaves an entry in the audit trail: a record's history and the audit screen
      // read it again rather than show it without the change just made.
      onSuccess: async () => {
        const key = await auditSearchesKey();
        if (key !== undefined) await client.invalidateQueries({ queryKey: [key] });
      },
    }),
  });
  return client;
}
