import { describe, expect, it } from 'vitest';
import { inventoryTotals } from './inventory-totals';

describe('inventoryTotals', () => {
  it('adds units and book value, counting an item without a unit value as worth nothing', () => {
    expect(inventoryTotals([{ quantity: 3, unitValue: 10.5 }, { quantity: 2 }])).toEqual({ units: 5, value: 31.5 });
  });
  it('is zero for an empty lot', () => {
    expect(inventoryTotals([])).toEqual({ units: 0, value: 0 });
  });
});
