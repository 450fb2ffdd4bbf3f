// Array operations behind the template's CRUD semantics over the plain `{id}` record arrays of the template
// areas: find, shallow merge, insert and remove by id. Merge answers are copies, so a caller never aliases
// stored data.
import { notFound } from '../../contract/api-error.ts';

export interface Identified {
  id: string;
}

/** The 404 the template mock lacked: an unknown id never touches another record. */
export const notFoundError = notFound;

export function findById<T extends Identified>(items: readonly T[], id: string): T | undefined {
  return items.find((item) => item.id === id);
}

export function requireById<T extends Identified>(items: readonly T[], id: string, what: string, field = 'id'): T {
  const found = findById(items, id);
  if (found === undefined) throw notFound(what, id, field);
  return found;
}

/** A copy of the item with that id, or null (the template answers `200 null` for unknown ids). */
export function copyById<T extends Identified>(items: readonly T[], id: string): T | null {
  const item = findById(items, id);
  return item === undefined ? null : structuredClone(item);
}

/**
 * lodash `assign({}, stored, changes)`: top-level keys replace stored ones whole. The stored id is
 * kept even when the changes carry another one, so a PATCH can never re-key a record.
 */
export function mergeById<T extends Identified>(items: T[], id: string, changes: Partial<T>): T | null {
  const index = items.findIndex((item) => item.id === id);
  const stored = items[index];
  if (stored === undefined) return null;
  const merged = { ...stored, ...structuredClone(changes), id: stored.id };
  items[index] = merged;
  return structuredClone(merged);
}

/** Removes and returns the item; an unknown id is a 404 and removes nothing (the template removed the last item). */
export function removeById<T extends Identified>(items: T[], id: string, what: string, field = 'id'): T {
  const index = items.findIndex((item) => item.id === id);
  const [removed] = index === -1 ? [] : items.splice(index, 1);
  if (removed === undefined) throw notFound(what, id, field);
  return removed;
}

/** Removes every occurrence of `id` from a list of ids, in place. */
export function unlinkId(ids: string[], id: string): void {
  for (let index = ids.indexOf(id); index !== -1; index = ids.indexOf(id)) ids.splice(index, 1);
}

/** Sorts a copy by one text field with the template's `localeCompare` (default collation). */
export function sortedBy<T>(items: readonly T[], text: (item: T) => string): T[] {
  return structuredClone([...items]).sort((a, b) => text(a).localeCompare(text(b)));
}
