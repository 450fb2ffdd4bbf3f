// The list screen's state as validated URL search params: 1-based page, page size, sort field, order, the
// free-text search, the chosen columns, field filters and the saved view applied. Defaults are left out of
// the URL; sort, column and filter fields are checked against the collection later.
import type { CollectionContract } from '@api/resources/resource-types';
import { positiveInteger } from '../search-params';
import { baseType, filterValueSchema } from './field-kind';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListSearch {
  page: number;
  size: number;
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
  /** Columns shown, in order (absent: the collection's default columns). */
  columns?: string[];
  /** Field filters of the search operation: field path → value as typed. */
  filters?: Record<string, string>;
  /** The saved view (view selector) last applied or saved. */
  view?: string;
}

export const listSearchDefaults = { page: 1, size: 10, order: 'asc' } as const;

const MAX_PAGE = 100_000;
const MAX_QUERY = 200;
const MAX_COLUMNS = 40;
const MAX_FILTERS = 20;
const FIELD = /^[\w.]{1,100}$/;
const ID = /^[0-9a-f]{24}$/;

function fieldList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const fields = value.filter((item): item is string => typeof item === 'string' && FIELD.test(item));
  return [...new Set(fields)].slice(0, MAX_COLUMNS);
}

function filterMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value)
    .map(([field, wanted]) => [
      field,
      typeof wanted === 'number' || typeof wanted === 'boolean' ? String(wanted) : wanted,
    ])
    .filter((entry): entry is [string, string] => FIELD.test(entry[0]) && typeof entry[1] === 'string')
    .map(([field, wanted]) => [field, wanted.trim().slice(0, MAX_QUERY)] as const)
    .filter(([, wanted]) => wanted !== '');
  return Object.fromEntries(entries.slice(0, MAX_FILTERS));
}

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const page = Math.min(positiveInteger(search.page) ?? listSearchDefaults.page, MAX_PAGE);
  const size = positiveInteger(search.size);
  const sort = typeof search.sort === 'string' && /^[\w.]{1,60}$/.test(search.sort) ? search.sort : undefined;
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUERY) : '';
  const columns = fieldList(search.columns);
  const filters = filterMap(search.filters);
  const view = typeof search.view === 'string' && ID.test(search.view) ? search.view : undefined;
  return {
    page,
    size: PAGE_SIZES.find((allowed) => allowed === size) ?? listSearchDefaults.size,
    ...(sort ? { sort } : {}),
    order: search.order === 'desc' ? 'desc' : 'asc',
    ...(q ? { q } : {}),
    ...(columns.length > 0 ? { columns } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(view ? { view } : {}),
  };
}

/** Free text shorter than this is not searched (the product's rule). */
export const MIN_QUERY = 2;

/** A filter value as the search operation's parameter wants it (booleans and numbers typed). */
export function filterValue(
  contract: CollectionContract,
  field: string,
  value: string,
): string | number | boolean | undefined {
  const type = baseType(filterValueSchema(contract.entity, field));
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined;
  if (type === 'number' || type === 'integer') return Number.isFinite(Number(value)) ? Number(value) : undefined;
  return value;
}

/** The URL's filters the collection's search operation knows, typed; the others are left out. */
export function activeFilters(
  search: ListSearch,
  contract: CollectionContract,
): Record<string, string | number | boolean> {
  const known = new Set(contract.filters.map((filter) => filter.name));
  const entries = Object.entries(search.filters ?? {}).flatMap(([field, raw]) => {
    const value = known.has(field) ? filterValue(contract, field, raw) : undefined;
    return value === undefined ? [] : [[field, value] as const];
  });
  return Object.fromEntries(entries);
}

/** The search operation's query: 0-based page, the known filters; an unknown sort field falls back to the default. */
export function searchParams(search: ListSearch, contract: CollectionContract) {
  const sort = search.sort && contract.sortFields.includes(search.sort) ? search.sort : undefined;
  return {
    page: search.page - 1,
    size: search.size,
    ...(sort ? { sort, order: search.order } : {}),
    ...(search.q && search.q.length >= MIN_QUERY ? { q: search.q } : {}),
    ...activeFilters(search, contract),
  };
}
