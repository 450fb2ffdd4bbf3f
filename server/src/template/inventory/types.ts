// Shapes of the template's e-commerce inventory (products and their reference lists).

/** Numeric product fields start as '' on a blank product and may be cleared to null by a form. */
export type NumberOrBlank = number | '' | null;

export interface InventoryProduct {
  id: string;
  category: string;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string;
  vendor: string;
  stock: NumberOrBlank;
  reserved: NumberOrBlank;
  cost: NumberOrBlank;
  basePrice: NumberOrBlank;
  taxPercent: NumberOrBlank;
  price: NumberOrBlank;
  weight: NumberOrBlank;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendor = InventoryBrand;

export interface InventoryTag {
  id: string;
  title: string;
}

export interface InventoryState {
  products: InventoryProduct[];
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  vendors: InventoryVendor[];
  tags: InventoryTag[];
}
