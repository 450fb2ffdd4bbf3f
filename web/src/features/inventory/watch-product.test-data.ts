// One product of the template's inventory, as its API answers it, for the inventory's tests.
import type { InventoryProduct } from '@api/model';

export const watchProduct: InventoryProduct = {
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
