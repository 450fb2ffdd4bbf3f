// Lookups and template-style mutations over the plain `{id}` record arrays of the template areas.
import { ApiError } from '../../contract/api-error.ts';

export interface Identified {
  id: string;
}

/** The 404 the template mock lacked: an unknown id never touches another record. */
export function notFoundError(what: string, id: string, field = 'id'): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} with id "${id}" does not exist`, field);
}

export function findById<T extends Identified>(items: readonly T[], id: string): T | undefined {
  return items.find((item) => item.id === id);
}

export function requireById<T extends Identified>(items: readonly T[], id: string, what: string, field = 'id'): T {
  const found = findById(items, id);
  if (found === undefined) throw notFoundError(what, id, field);
  return found;
}

/**
 * The template's `assign({}, stored, changes)`: a shallow merge (nested values replaced whole).
 * The stored id always wins, so a stray `id` in the changes cannot re-key a record.
 * Returns null for an unknown id, as the template does.
 */
export function mergeById<T extends Identified>(items: T[], id: string, changes: Partial<T>): T | null {
  const index = items.findIndex((item) => item.id === id);
  const stored = items[index];
  if (stored === undefined) return null;
  const merged = { ...stored, ...changes, id: stored.id };
  items[index] = merged;
  return merged;
}

/** Removes the record or throws 404 (the template removed the last record instead). */
export function removeById<T extends Identified>(items: T[], id: string, what: string, field = 'id'): T {
  const index = items.findIndex((item) => item.id === id);
  const [removed] = index === -1 ? [] : items.splice(index, 1);
  if (removed === undefined) throw notFoundError(what, id, field);
  return removed;
}

/** Removes every occurrence of `id` from a list of ids, in place. */
export function unlinkId(ids: string[], id: string): void {
  for (let index = ids.indexOf(id); index !== -1; index = ids.indexOf(id)) ids.splice(index, 1);
}

/** Query values arrive typed by the contract; this narrows them for handlers. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function byText<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => key(a).localeCompare(key(b));
}
