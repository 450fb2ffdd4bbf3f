import { describe, expect, it } from 'vitest';
import { salePrice, toFormValues, toProductChanges } from './product-form-values';
import { watchProduct as product } from './watch-product.test-data';

describe('product form values', () => {
  it('reads numbers, numeric text and blanks into number inputs', () => {
    const values = toFormValues(product);
    expect(values.stock).toBe(13);
    expect(values.weight).toBe(0.5);
    expect(values.reserved).toBe('');
    expect(values.thumbnail).toBe('');
  });

  it('sends numbers as numbers and cleared inputs as null', () => {
    const changes = toProductChanges({ ...toFormValues(product), stock: 42, price: 2100.5 });
    expect(changes.stock).toBe(42);
    expect(changes.price).toBe(2100.5);
    expect(changes.weight).toBe(0.5);
    expect(changes.reserved).toBeNull();
    expect(changes.thumbnail).toBeNull();
  });

  it('works the sale price out from base price and tax', () => {
    expect(salePrice(1821, 8)).toBe(1966.68);
    expect(salePrice('', 8)).toBe('');
  });
});
