// What a lot is worth: units counted and book value (quantity × unit value) of its items.
import type { InventoryItem } from '@api/model';

export interface InventoryTotals {
  units: number;
  value: number;
}

export function itemValue(item: Pick<InventoryItem, 'quantity' | 'unitValue'>): number {
  return item.quantity * (item.unitValue ?? 0);
}

export function inventoryTotals(items: readonly Pick<InventoryItem, 'quantity' | 'unitValue'>[]): InventoryTotals {
  return items.reduce(
    (totals, item) => ({ units: totals.units + item.quantity, value: totals.value + itemValue(item) }),
    {
      units: 0,
      value: 0,
    },
  );
}
