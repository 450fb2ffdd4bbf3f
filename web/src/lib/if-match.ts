// A write on condition of the record's version (its updatedAt, which the server tags its answers with): the
// request options of a generated call that send it as If-Match; none when the screen does not know the version.
import { HttpError, type RequestOptions } from '@http-client';
import { sameValue } from './same-value';

export const ifMatch = (version: string | undefined): RequestOptions | undefined =>
  version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };

/** A record's version as the API gives it, if it has one. */
export const versionOf = (record: object | undefined): string | undefined => {
  const version = record === undefined ? undefined : (record as { updatedAt?: unknown }).updatedAt;
  return typeof version === 'string' ? version : undefined;
};

/** Whether a write was refused because the record changed since its version was read (412). */
export const isStaleVersion = (error: unknown): boolean => error instanceof HttpError && error.status === 412;

/**
 * A write of some fields of a record, on condition of the version the screen shows. When the record was changed since
 * only in other fields (a colleague saved something else), the write is made again on the version now stored: nothing
 * of theirs is undone, and nothing is refused for no reason. When one of these fields changed too, the 412 stands:
 * the screen shows the record as it is now, and the person decides.
 */
export async function writeUnlessChanged<R extends object, T>(
  shown: R,
  fields: readonly (keyof R)[],
  read: () => Promise<R>,
  write: (options: RequestOptions | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await write(ifMatch(versionOf(shown)));
  } catch (error) {
    if (!isStaleVersion(error)) throw error;
    const current = await read();
    if (!fields.every((field) => sameValue(current[field], shown[field]))) throw error;
    return write(ifMatch(versionOf(current)));
  }
}
