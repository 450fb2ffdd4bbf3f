// Filtering, sorting and paging of a collection's records for the generic search operation.
import type { StoredRecord } from '../store/collection.ts';
import type { CollectionMeta } from './collection-meta.ts';

export interface SearchQuery {
  page: number;
  size: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  q: string | undefined;
  filters: Record<string, unknown>;
}

/** Lowercase without accents, so "gestion" finds "Gestión". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

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
  if (left === undefined || left === null) return 1;
  if (right === undefined || right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

export interface SearchPage {
  items: StoredRecord[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export function search(records: Iterable<StoredRecord>, meta: CollectionMeta, query: SearchQuery): SearchPage {
  const found = [...records].filter((record) => matches(record, meta, query));
  const sortField = query.sort ?? meta.defaultSort;
  if (sortField !== undefined) {
    const direction = query.order === 'desc' ? -1 : 1;
    // Records come in the order they were stored: equal values keep that order ascending and reverse it
    // descending, so that "latest first" by a time two records share (a sign-in and a sign-out in the same
    // millisecond) puts the later one first.
    const stored = new Map(found.map((record, index) => [record, index]));
    // Missing values stay last whatever the direction.
    found.sort((left, right) => {
      const a = left[sortField];
      const b = right[sortField];
      if (a === undefined || a === null || b === undefined || b === null) return compare(a, b);
      return direction * (compare(a, b) || (stored.get(left) ?? 0) - (stored.get(right) ?? 0));
    });
  }
  const start = query.page * query.size;
  return {
    items: found.slice(start, start + query.size),
    page: query.page,
    size: query.size,
    total: found.length,
    totalPages: Math.ceil(found.length / query.size),
  };
}
