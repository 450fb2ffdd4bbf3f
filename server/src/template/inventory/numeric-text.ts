// The inventory form edits cost, base price, price and weight in text inputs, so they arrive as numeric
// strings ("25"): the contract accepts only digits there, and they are stored as numbers.
import type { RequestBody } from '../../contract/operation-types.ts';
import type { InventoryProduct } from './types.ts';

type SentProduct = RequestBody<'inventoryUpdateProduct'>['product'];
type NumericText = Exclude<SentProduct['cost'], undefined>;

/** A numeric string as its number; '' stays blank and null cleared, as in the template. */
const toNumber = (value: NumericText): InventoryProduct['cost'] =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** The changes with the text-input numbers as numbers (fields not sent stay absent). */
export function withNumbers(product: SentProduct): Partial<InventoryProduct> {
  const { cost, basePrice, price, weight, ...changes } = product;
  const numbers: Partial<InventoryProduct> = { ...changes };
  if (cost !== undefined) numbers.cost = toNumber(cost);
  if (basePrice !== undefined) numbers.basePrice = toNumber(basePrice);
  if (price !== undefined) numbers.price = toNumber(price);
  if (weight !== undefined) numbers.weight = toNumber(weight);
  return numbers;
}
