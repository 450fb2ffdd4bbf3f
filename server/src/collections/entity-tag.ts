// A versioned record's entity tag: its `updatedAt` in quotes. Its answers carry it as their ETag header, and a
// write sent with it in If-Match goes through only on that version (crud.ts).
export const entityTag = (updatedAt: string): string => `"${updatedAt}"`;

/**
 * The `updatedAt` of a write at `now`: after the record's last one even within the same millisecond (or with a
 * clock set back), so that every write is a new version and an If-Match on the old one cannot match it.
 */
export function nextVersion(now: string, lastUpdatedAt: unknown): string {
  const last = typeof lastUpdatedAt === 'string' ? Date.parse(lastUpdatedAt) : Number.NaN;
  return Number.isNaN(last) || Date.parse(now) > last ? now : new Date(last + 1).toISOString();
}
