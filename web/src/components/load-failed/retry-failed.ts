// One retry for a screen made of several queries: it asks again the ones that failed, not those that answered.
import type { RetryableQuery } from './load-failed';

export function retryFailed(queries: readonly (RetryableQuery & { isError: boolean })[]): RetryableQuery {
  return {
    refetch: () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())),
    isFetching: queries.some((query) => query.isFetching),
  };
}
