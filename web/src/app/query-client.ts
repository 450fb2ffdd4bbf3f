// The one TanStack Query client; the generated hooks and the route loaders share it.
import { getSearchAuditLogsQueryKey } from '@api/endpoints/node-auditlogs/node-auditlogs';
import { MutationCache, QueryClient } from '@tanstack/react-query';

/** Every search of the audit trail, whoever reads it (staff or a web user). */
const [auditSearches] = getSearchAuditLogsQueryKey();

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
      onSuccess: () => client.invalidateQueries({ queryKey: [auditSearches] }),
    }),
  });
  return client;
}
