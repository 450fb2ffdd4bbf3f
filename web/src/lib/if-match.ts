// A write on condition of the record's version (its updatedAt, which the server tags its answers with): the
// request options of a generated call that send it as If-Match; none when the screen does not know the version.
import { HttpError, type RequestOptions } from '@http-client';

export const ifMatch = (version: string | undefined): RequestOptions | undefined =>
  version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };

/** A record's version as the API gives it, if it has one. */
export const versionOf = (record: object | undefined): string | undefined => {
  const version = record === undefined ? undefined : (record as { updatedAt?: unknown }).updatedAt;
  return typeof version === 'string' ? version : undefined;
};

/** Whether a write was refused because the record changed since its version was read (412). */
export const isStaleVersion = (error: unknown): boolean => error instanceof HttpError && error.status === 412;
