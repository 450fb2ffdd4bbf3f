// The list's URL state: defaults, bounds, and the search operation's query built from it.
import { describe, expect, it } from 'vitest';
import { searchParams, validateListSearch } from './list-search';

describe('validateListSearch', () => {
  it('fills the defaults and refuses out-of-range values', () => {
    expect(validateListSearch({})).toEqual({ page: 1, size: 10, order: 'asc' });
    expect(validateListSearch({ page: '0', size: 7, order: 'up', sort: 'a b' })).toEqual({
      page: 1,
      size: 10,
      order: 'asc',
    });
    expect(validateListSearch({ page: '3', size: '50', order: 'desc', sort: 'name', q: '  tóner ' })).toEqual({
      page: 3,
      size: 50,
      order: 'desc',
      sort: 'name',
      q: 'tóner',
    });
  });
});

describe('searchParams', () => {
  it('asks for a 0-based page, a known sort field and text of two characters or more', () => {
    expect(searchParams({ page: 2, size: 25, order: 'desc', sort: 'name', q: 'pa' }, ['name'])).toEqual({
      page: 1,
      size: 25,
      sort: 'name',
      order: 'desc',
      q: 'pa',
    });
    expect(searchParams({ page: 1, size: 10, order: 'asc', sort: 'secret', q: 'p' }, ['name'])).toEqual({
      page: 0,
      size: 10,
    });
  });
});
