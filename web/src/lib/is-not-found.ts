// Whether a query failed because what it asked for does not exist (404: a folder, a mail), not because the server
// could not answer: the first is said as "does not exist", the second as a failure to load with a retry.
import { HttpError } from '@http-client';

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** A query that failed for another reason than a 404: the screen says it could not load, and offers a retry. */
export const hasFailedToLoad = (query: { isError: boolean; error: unknown }): boolean =>
  query.isError && !isNotFound(query.error);
