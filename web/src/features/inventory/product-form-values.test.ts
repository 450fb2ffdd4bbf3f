import type { InventoryProduct } from '@api/model';
import { describe, expect, it } from 'vitest';
import { salePrice, toFormValues, toProductChanges } from './product-form-values';

const product: InventoryProduct = {
  id: 'p1',
  category: 'c1',
  name: 'Aponte Ladies Watch',
  description: '',
  tags: ['t1'],
  sku: 'ZGV-1909',
  barcode: '4697200862530',
  brand: 'b1',
  vendor: 'v1',
  stock: 13,
  reserved: '',
  cost: 1321.74,
  basePrice: 1821,
  taxPercent: 8,
  price: 1966.68,
  weight: '0.5',
  thumbnail: null,
  images: ['images/a.jpg'],
  active: true,
};

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
