// A versioned record's entity tag: its `updatedAt` in quotes. Its answers carry it as their ETag header, and a
// write sent with it in If-Match goes through only on that version (assertVersion).
import { ApiError } from '../contract/api-error.ts';

export const entityTag = (updatedAt: string): string => `"${updatedAt}"`;

/**
 * The `updatedAt` of a write at `now`: after the record's last one even within the same millisecond (or with a
 * clock set back), so that every write is a new version and an If-Match on the old one cannot match it.
 */
export function nextVersion(now: string, lastUpdatedAt: unknown): string {
  const last = typeof lastUpdatedAt === 'string' ? Date.parse(lastUpdatedAt) : Number.NaN;
  return Number.isNaN(last) || Date.parse(now) > last ? now : new Date(last + 1).toISOString();
}

/**
 * A write made on condition (If-Match) goes through only on the version it names, or on any with `*`: one person's
 * save does not silently undo another's made since they read the record. Without the header, the last write wins.
 */
export function assertVersion(ifMatch: string | string[] | undefined, entity: string, updatedAt: unknown): void {
  if (ifMatch === undefined) return;
  const tags = (Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch).split(',').map((tag) => tag.trim());
  const version = entityTag(String(updatedAt));
  if (tags.includes('*') || tags.includes(version)) return;
  throw new ApiError(
    412,
    'PRECONDITION_FAILED',
    `This ${entity} changed since it was read: its version is now ${version}`,
    'updatedAt',
  );
}
