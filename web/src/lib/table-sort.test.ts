import { describe, expect, it } from 'vitest';
import { toggledSort } from './table-sort';

describe('toggledSort', () => {
  it('sorts a new column ascending, the sorted one the other way round', () => {
    expect(toggledSort({ sort: 'name', order: 'asc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggledSort({ sort: 'name', order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggledSort({ sort: 'price', order: 'asc' }, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(toggledSort({ sort: 'price', order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggledSort({ sort: undefined, order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'asc' });
  });
});
