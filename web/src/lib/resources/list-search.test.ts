// The list's URL state: defaults, bounds, and the search operation's query built from it.

import type { CollectionContract } from '@api/resources/resource-types';
import { describe, expect, it } from 'vitest';
import { searchParams, validateListSearch } from './list-search';

const contract = {
  entity: { type: 'object', properties: { name: { type: 'string' }, done: { type: 'boolean' } } },
  sortFields: ['name'],
  filters: [
    { name: 'name', field: 'name', match: 'contains' },
    { name: 'done', field: 'done', match: 'equals' },
  ],
} as unknown as CollectionContract;

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

  it('keeps well-formed columns, filters and view id, drops the rest', () => {
    expect(
      validateListSearch({
        columns: ['name', 'name', 'a b', 3, 'budget.amount'],
        filters: { name: ' obra ', 'x y': 'z', empty: ' ', done: true },
        view: 'f'.repeat(24),
      }),
    ).toEqual({
      page: 1,
      size: 10,
      order: 'asc',
      columns: ['name', 'budget.amount'],
      filters: { name: 'obra', done: 'true' },
      view: 'f'.repeat(24),
    });
    expect(validateListSearch({ columns: 'name', filters: ['x'], view: 'nope' })).toEqual({
      page: 1,
      size: 10,
      order: 'asc',
    });
  });
});

describe('searchParams', () => {
  it('asks for a 0-based page, a known sort field and text of two characters or more', () => {
    expect(searchParams({ page: 2, size: 25, order: 'desc', sort: 'name', q: 'pa' }, contract)).toEqual({
      page: 1,
      size: 25,
      sort: 'name',
      order: 'desc',
      q: 'pa',
    });
    expect(searchParams({ page: 1, size: 10, order: 'asc', sort: 'secret', q: 'p' }, contract)).toEqual({
      page: 0,
      size: 10,
    });
  });
});

describe('searchParams filters', () => {
  it('sends only the filters the collection has, typed by their schema', () => {
    const search = validateListSearch({ filters: { name: 'obra', done: 'false', other: 'x' } });
    expect(searchParams(search, contract)).toEqual({ page: 0, size: 10, name: 'obra', done: false });
    expect(searchParams(validateListSearch({ filters: { done: 'maybe' } }), contract)).toEqual({ page: 0, size: 10 });
  });
});
