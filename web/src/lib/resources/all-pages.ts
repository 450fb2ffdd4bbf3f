// Every page of a search, read one after another in its sort: for what is worked out over all of a search's records
// (a list's CSV file, a lot's totals, a month of the agenda), which one page would understate without a word.
import { queryOptions } from '@tanstack/react-query';

/** The contract's largest page (`size` maximum): the fewest calls. */
export const LARGEST_PAGE = 200;
/** At most this many records: a search larger than that is narrowed first. */
export const ALL_PAGES_LIMIT = 10_000;

interface SearchPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** `fetchPage` reads one 0-based page of `LARGEST_PAGE` records; `truncated` when the search holds more than the limit. */
export async function allPages<T>(
  fetchPage: (page: number, size: number) => Promise<SearchPage<T>>,
): Promise<{ records: T[]; total: number; truncated: boolean }> {
  const records: T[] = [];
  let total = 0;
  for (let page = 0; records.length < ALL_PAGES_LIMIT; page += 1) {
    const answer = await fetchPage(page, LARGEST_PAGE);
    records.push(...answer.items);
    total = answer.total;
    if (page + 1 >= answer.totalPages || answer.items.length === 0) break;
  }
  return { records: records.slice(0, ALL_PAGES_LIMIT), total, truncated: total > ALL_PAGES_LIMIT };
}

/**
 * Query options that read every page of a search. `searchKey` is the search's own key (its generated
 * `get...QueryKey(params)`): the key is under it, so every write that refreshes the collection's searches refreshes
 * this one too.
 */
export function everyPageQuery<T>(
  searchKey: readonly unknown[],
  fetchPage: (page: number, size: number) => Promise<SearchPage<T>>,
) {
  return queryOptions({ queryKey: [...searchKey, 'every page'], queryFn: () => allPages(fetchPage) });
}
