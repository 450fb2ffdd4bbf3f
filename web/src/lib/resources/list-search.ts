// The list screen's state as validated URL search params: 1-based page, page size, sort field, order and the
// free-text search. Defaults are left out of the URL; the sort field is checked against the collection later.
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListSearch {
  page: number;
  size: number;
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
}

export const listSearchDefaults = { page: 1, size: 10, order: 'asc' } as const;

const MAX_PAGE = 100_000;
const MAX_QUERY = 200;

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const page = Math.min(positiveInteger(search.page) ?? listSearchDefaults.page, MAX_PAGE);
  const size = positiveInteger(search.size);
  const sort = typeof search.sort === 'string' && /^[\w.]{1,60}$/.test(search.sort) ? search.sort : undefined;
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUERY) : '';
  return {
    page,
    size: PAGE_SIZES.find((allowed) => allowed === size) ?? listSearchDefaults.size,
    ...(sort ? { sort } : {}),
    order: search.order === 'desc' ? 'desc' : 'asc',
    ...(q ? { q } : {}),
  };
}

/** Free text shorter than this is not searched (the product's rule). */
export const MIN_QUERY = 2;

/** The search operation's query: 0-based page; an unknown sort field falls back to the contract's default. */
export function searchParams(search: ListSearch, sortFields: readonly string[]) {
  const sort = search.sort && sortFields.includes(search.sort) ? search.sort : undefined;
  return {
    page: search.page - 1,
    size: search.size,
    ...(sort ? { sort, order: search.order } : {}),
    ...(search.q && search.q.length >= MIN_QUERY ? { q: search.q } : {}),
  };
}
