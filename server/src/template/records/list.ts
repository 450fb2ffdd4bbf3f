// Array operations behind the template's CRUD semantics: find, shallow merge, insert and
// remove by id. Answers are copies, so a caller never aliases stored data.
import { notFound } from '../../contract/api-error.ts';

export interface Identified {
  id: string;
}

export function findById<T extends Identified>(items: readonly T[], id: string): T | undefined {
  return items.find((item) => item.id === id);
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
export function removeById<T extends Identified>(items: T[], id: string, what: string): T {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) throw notFound(what, id);
  const [removed] = items.splice(index, 1);
  return removed as T;
}

/** Sorts a copy by one text field with the template's `localeCompare` (default collation). */
export function sortedBy<T>(items: readonly T[], text: (item: T) => string): T[] {
  return structuredClone(items as T[]).sort((a, b) => text(a).localeCompare(text(b)));
}
