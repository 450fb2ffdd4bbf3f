// Filtering, sorting and paging of a collection's records for the generic search operation.
import type { Collection, StoredRecord } from '../store/collection.ts';
import { fold } from '../text/fold.ts';
import type { CollectionMeta } from './collection-meta.ts';

export interface SearchQuery {
  page: number;
  size: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  q: string | undefined;
  filters: Record<string, unknown>;
}

// Folded text per stored record object: records are replaced, never mutated, on update, so
// a cached value can never go stale, and searches stop re-folding the same text.
const foldedCache = new WeakMap<object, Map<string, string>>();

function foldedField(record: StoredRecord, field: string, value: string): string {
  let fields = foldedCache.get(record);
  if (fields === undefined) {
    fields = new Map();
    foldedCache.set(record, fields);
  }
  let folded = fields.get(field);
  if (folded === undefined) {
    folded = fold(value);
    fields.set(field, folded);
  }
  return folded;
}

const valueAt = (record: StoredRecord, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );

/** A date or date-time against one end of a range (the instant, not the text: offsets and fractions differ). */
function inRange(actual: unknown, bound: string, end: 'from' | 'to'): boolean {
  if (typeof actual !== 'string') return false;
  const at = Date.parse(actual);
  const limit = Date.parse(bound);
  return end === 'from' ? at >= limit : at <= limit;
}

function matches(record: StoredRecord, meta: CollectionMeta, query: SearchQuery): boolean {
  for (const filter of meta.filters) {
    const wanted = query.filters[filter.param];
    if (wanted === undefined) continue;
    const actual = valueAt(record, filter.field);
    if (filter.match === 'contains') {
      if (typeof actual !== 'string' || !foldedField(record, filter.field, actual).includes(fold(String(wanted))))
        return false;
    } else if (filter.match === 'includes') {
      if (!Array.isArray(actual) || !actual.includes(wanted)) return false;
    } else if (filter.match === 'from' || filter.match === 'to') {
      if (!inRange(actual, String(wanted), filter.match)) return false;
    } else if (actual !== wanted) {
      return false;
    }
  }
  if (query.q !== undefined) {
    const needle = fold(query.q);
    return meta.textFields.some((field) => {
      const value = record[field];
      return typeof value === 'string' && foldedField(record, field, value).includes(needle);
    });
  }
  return true;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compare(left: unknown, right: unknown): number {
  if (left === right) return 0;
  // Missing values (undefined or null alike) go last, among themselves in the order they are.
  const isLeftMissing = left === undefined || left === null;
  const isRightMissing = right === undefined || right === null;
  if (isLeftMissing || isRightMissing) return Number(isLeftMissing) - Number(isRightMissing);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

/**
 * Sorts `records` in place by `field`. Records come in the order they were stored: equal values keep that order
 * ascending and reverse it descending, so that "latest first" by a time two records share (a sign-in and a sign-out
 * in the same millisecond) puts the later one first. Missing values stay last whatever the direction.
 */
function sortBy(records: StoredRecord[], field: string, order: 'asc' | 'desc'): StoredRecord[] {
  const direction = order === 'desc' ? -1 : 1;
  const stored = new Map(records.map((record, index) => [record, index]));
  return records.sort((left, right) => {
    const a = left[field];
    const b = right[field];
    if (a === undefined || a === null || b === undefined || b === null) return compare(a, b);
    return direction * (compare(a, b) || (stored.get(left) ?? 0) - (stored.get(right) ?? 0));
  });
}

// A collection's records in the order of a sort, kept until the collection changes: most searches ask an unchanged
// collection for an order asked before (a screen's pages, the audit trail newest first as it grows with every
// write), and a sorted list filtered keeps its order, so only the first search after a change sorts. Kept per
// collection object (a state namespace has its own), forgotten with it.
const sortedCache = new WeakMap<Collection, Map<string, { version: number; records: StoredRecord[] }>>();

/** Every record of `collection`, sorted by `field` as a search sorts them. */
export function sortedRecords(collection: Collection, field: string, order: 'asc' | 'desc'): readonly StoredRecord[] {
  let orders = sortedCache.get(collection);
  if (orders === undefined) {
    orders = new Map();
    sortedCache.set(collection, orders);
  }
  const key = `${order}:${field}`;
  const cached = orders.get(key);
  if (cached !== undefined && cached.version === collection.version) return cached.records;
  const records = sortBy([...collection.values()], field, order);
  orders.set(key, { version: collection.version, records });
  return records;
}

export interface SearchPage {
  items: StoredRecord[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

/** The page `query` asks for of the records found, in their order. */
function pageOf(found: StoredRecord[], query: SearchQuery): SearchPage {
  const start = query.page * query.size;
  return {
    items: found.slice(start, start + query.size),
    page: query.page,
    size: query.size,
    total: found.length,
    totalPages: Math.ceil(found.length / query.size),
  };
}

/** One page of the records that match `query`, sorted by its field (or the collection's default). */
export function search(records: Iterable<StoredRecord>, meta: CollectionMeta, query: SearchQuery): SearchPage {
  const found = [...records].filter((record) => matches(record, meta, query));
  const sortField = query.sort ?? meta.defaultSort;
  if (sortField !== undefined) sortBy(found, sortField, query.order);
  return pageOf(found, query);
}

/**
 * One page of a collection's records that match `query` and that the caller may read (`canRead`). `ids` picks the
 * records by key (the names of a page's references, say) instead of walking them all; the others are walked in the
 * order asked, sorted once per change of the collection (`sortedRecords`), so that a search only filters.
 */
export function searchCollection(
  collection: Collection,
  meta: CollectionMeta,
  query: SearchQuery,
  { ids, canRead }: { ids?: readonly string[]; canRead: (record: StoredRecord) => boolean },
): SearchPage {
  const sortField = query.sort ?? meta.defaultSort;
  if (ids !== undefined || sortField === undefined) {
    const picked =
      ids === undefined ? collection.values() : [...new Set(ids)].flatMap((id) => collection.peek(id) ?? []);
    return search([...picked].filter(canRead), meta, query);
  }
  const sorted = sortedRecords(collection, sortField, query.order);
  return pageOf(
    sorted.filter((record) => canRead(record) && matches(record, meta, query)),
    query,
  );
}
