import { describe, expect, it } from 'vitest';
import { inventoryQueryParams, sortedBy, validateInventorySearch } from './inventory-search';

describe('inventory URL state', () => {
  it('keeps what differs from the defaults and drops the rest', () => {
    expect(
      validateInventorySearch({ page: 2, sort: 'price', order: 'desc', search: 'Aponte', product: 'a-1' }),
    ).toEqual({ page: 2, sort: 'price', order: 'desc', search: 'Aponte', product: 'a-1' });
    expect(validateInventorySearch({ page: 1, sort: 'name', order: 'asc', search: '  ' })).toEqual({});
    expect(validateInventorySearch({ page: -3, sort: 'cost', order: 'sideways', product: '<x>' })).toEqual({});
  });

  it('asks the API for 0-based pages, with the sort, order and search the template expects', () => {
    expect(inventoryQueryParams({})).toEqual({ page: 0, size: 10, sort: 'name', order: 'asc', search: '' });
    expect(inventoryQueryParams({ page: 3, sort: 'stock', order: 'desc', search: ' watch ' })).toEqual({
      page: 2,
      size: 10,
      sort: 'stock',
      order: 'desc',
      search: 'watch',
    });
  });

  it('sorts by a clicked column from the state the click lands on, back to the first page', () => {
    const byPrice = sortedBy({ page: 3, search: 'reloj' }, 'price');
    expect(byPrice).toEqual({ sort: 'price', search: 'reloj' });
    // A second click on the state the first one made, whatever the table showed at the time.
    expect(sortedBy(byPrice, 'price')).toEqual({ sort: 'price', order: 'desc', search: 'reloj' });
    expect(sortedBy({ sort: 'price', order: 'desc' }, 'price')).toEqual({ sort: 'price' });
    expect(sortedBy({ sort: 'price', order: 'desc' }, 'name')).toEqual({});
    expect(sortedBy({}, 'name')).toEqual({ order: 'desc' });
  });
});
