// The one TanStack Query client; the generated hooks and the route loaders share it.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A mock API answers quickly and rarely changes under the user: avoid refetch storms.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
