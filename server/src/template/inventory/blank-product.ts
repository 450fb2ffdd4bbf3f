// The template's "new product": placeholder name, inactive, numeric fields as empty strings.
import type { InventoryProduct } from './types.ts';

export function blankProduct(id: string): InventoryProduct {
  return {
    id,
    category: '',
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: '',
    vendor: '',
    stock: '',
    reserved: '',
    cost: '',
    basePrice: '',
    taxPercent: '',
    price: '',
    weight: '',
    thumbnail: '',
    images: [],
    active: false,
  };
}
