// Whether a query failed because what it asked for does not exist (404: a folder, a mail), not because the server
// could not answer: the first is said as "does not exist", the second as a failure to load with a retry.
import { HttpError } from '@http-client';

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
