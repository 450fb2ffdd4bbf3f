// The product form's values and the changes they send: numbers stay numbers (a cleared number input sends
// null, as the contract says), and the sale price follows the base price and the tax.
import type { InventoryNumberOrBlank, InventoryProduct, InventoryProductChanges } from '@api/model';

export const numberFields = ['cost', 'basePrice', 'taxPercent', 'price', 'weight', 'stock', 'reserved'] as const;
type NumberField = (typeof numberFields)[number];

/** A NumberInput value: a number, or '' while empty. */
export type NumberValue = number | '';

export interface ProductFormValues extends Record<NumberField, NumberValue> {
  name: string;
  description: string;
  sku: string;
  barcode: string;
  category: string;
  brand: string;
  vendor: string;
  tags: string[];
  images: string[];
  thumbnail: string;
  active: boolean;
}

function toNumberValue(value: InventoryNumberOrBlank | undefined): NumberValue {
  if (typeof value === 'number') return value;
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : '';
}

export function toFormValues(product: InventoryProduct): ProductFormValues {
  const numbers = Object.fromEntries(numberFields.map((field) => [field, toNumberValue(product[field])])) as Record<
    NumberField,
    NumberValue
  >;
  return {
    ...numbers,
    name: product.name,
    description: product.description,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: [...product.tags],
    images: [...product.images],
    thumbnail: product.thumbnail ?? '',
    active: product.active,
  };
}

export function toProductChanges(values: ProductFormValues): InventoryProductChanges {
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, values[field] === '' ? null : values[field]]),
  ) as Record<NumberField, number | null>;
  return { ...values, ...numbers, thumbnail: values.thumbnail === '' ? null : values.thumbnail };
}

/** Sale price = base price plus tax, to the cent; empty while either is empty. */
export function salePrice(basePrice: NumberValue, taxPercent: NumberValue): NumberValue {
  if (basePrice === '' || taxPercent === '') return '';
  return Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;
}
