import { describe, expect, it } from 'vitest';
import { ALL_PAGES_LIMIT, allPages, LARGEST_PAGE } from './all-pages';

/** A search of `total` numbered records, answering pages as the API does, and the pages it was asked for. */
function searchOf(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, size: number) => {
    asked.push(page);
    const items = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) => page * size + i);
    return { items, total, totalPages: Math.ceil(total / size) };
  };
  return { asked, fetchPage };
}

describe('allPages', () => {
  it('reads every page, in order, the largest the contract allows', async () => {
    const search = searchOf(2 * LARGEST_PAGE + 7);
    const { records, total, truncated } = await allPages(search.fetchPage);
    expect(search.asked).toEqual([0, 1, 2]);
    expect(records).toEqual(Array.from({ length: 2 * LARGEST_PAGE + 7 }, (_, i) => i));
    expect(total).toBe(2 * LARGEST_PAGE + 7);
    expect(truncated).toBe(false);
  });

  it('asks once for an empty search', async () => {
    const search = searchOf(0);
    expect(await allPages(search.fetchPage)).toEqual({ records: [], total: 0, truncated: false });
    expect(search.asked).toEqual([0]);
  });

  it('stops at the limit and says the search held more', async () => {
    const search = searchOf(ALL_PAGES_LIMIT + 1);
    const { records, truncated } = await allPages(search.fetchPage);
    expect(records).toHaveLength(ALL_PAGES_LIMIT);
    expect(truncated).toBe(true);
    expect(search.asked).toHaveLength(ALL_PAGES_LIMIT / LARGEST_PAGE);
  });
});
