// Unit tests of the product list arithmetic and sort quirks.
import { describe, expect, it } from 'vitest';
import { blankProduct } from './blank-product.ts';
import { productsPage, sortProducts } from './products-page.ts';
import type { InventoryProduct } from './types.ts';

const product = (id: string, fields: Partial<InventoryProduct>): InventoryProduct => ({
  ...blankProduct(id),
  ...fields,
});

describe('sortProducts', () => {
  it('keeps the stored order for a key whose values are not numbers (NaN compares as equal)', () => {
    const items = [product('a', { description: 'z' }), product('b', { description: 'a' })];
    expect(sortProducts([...items], 'description', true).map((item) => item.id)).toEqual(['a', 'b']);
    expect(sortProducts([...items], 'noSuchKey', false).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('compares sku case-insensitively as text', () => {
    const items = [product('a', { sku: 'b-1' }), product('b', { sku: 'A-2' })];
    expect(sortProducts(items, 'sku', true).map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('productsPage', () => {
  const items = Array.from({ length: 3 }, (_, index) => product(String(index), { name: `P${index}` }));

  it('defaults to page 1, size 10, sort by name ascending', () => {
    expect(productsPage(items, {})).toEqual({
      products: [],
      pagination: { length: 3, size: 10, page: 1, lastPage: 1, startIndex: 10, endIndex: 2 },
    });
    expect(productsPage(items, { page: 2 })).toEqual({ products: null, pagination: { lastPage: 1 } });
  });

  it('keeps lastPage at least 1 for an empty result', () => {
    expect(productsPage([], { page: 0 }).pagination).toEqual({
      length: 0,
      size: 10,
      page: 0,
      lastPage: 1,
      startIndex: 0,
      endIndex: -1,
    });
  });
});
