// Whether a query failed because what it asked for does not exist (404: a folder, a mail), not because the server
// could not answer: the first is said as "does not exist", the second as a failure to load with a retry. An id in
// the address that no record could have (the contract refuses it with a 400 naming the `id`) does not exist either.
import { HttpError } from '@http-client';

const namesTheId = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'field' in body && body.field === 'id';

export const isNotFound = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === 404 || (error.status === 400 && namesTheId(error.body)));

/** A query that failed for another reason than a 404: the screen says it could not load, and offers a retry. */
export const hasFailedToLoad = (query: { isError: boolean; error: unknown }): boolean =>
  query.isError && !isNotFound(query.error);
