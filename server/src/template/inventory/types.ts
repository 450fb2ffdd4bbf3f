// Shapes of the template's e-commerce inventory (products and their reference lists), from the contract.
import type { Schema } from '../../contract/operation-types.ts';

export type InventoryProduct = Schema<'InventoryProduct'>;
export type InventoryCategory = Schema<'InventoryCategory'>;
export type InventoryBrand = Schema<'InventoryBrand'>;
export type InventoryVendor = Schema<'InventoryVendor'>;
export type InventoryTag = Schema<'InventoryTag'>;

export interface InventoryState {
  products: InventoryProduct[];
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  vendors: InventoryVendor[];
  tags: InventoryTag[];
}
