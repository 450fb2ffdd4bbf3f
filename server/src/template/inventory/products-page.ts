// The template's product list: sort first, then filter by name, then slice 0-based pages, with its
// quirks kept (page defaults to 1, `page == lastPage` is an empty page, past it `products: null`).
import type { QueryOf, Schema } from '../../contract/operation-types.ts';
import { holdsText } from '../../text/fold.ts';
import type { InventoryProduct } from './types.ts';

export type ProductsQuery = QueryOf<'inventoryListProducts'>;

type Pagination = Schema<'InventoryPagination'>;

/** The contract's page, narrowed: a full pagination with products, only `lastPage` past the last page. */
export type ProductsPage =
  | { products: InventoryProduct[]; pagination: Required<Pagination> }
  | { products: null; pagination: Pick<Pagination, 'lastPage'> };

/** Keys the template compares as upper-cased text; every other key is compared by subtraction. */
const TEXT_SORT_KEYS = new Set(['sku', 'name', 'active']);

const isProductKey = (product: InventoryProduct, key: string): key is keyof InventoryProduct => key in product;

function field(product: InventoryProduct, key: string): unknown {
  return isProductKey(product, key) ? product[key] : undefined;
}

/** JS `a - b` semantics: '' counts as 0, non-numeric gives NaN, which a sort treats as "equal". */
function numericDifference(a: unknown, b: unknown): number {
  const difference = Number(a) - Number(b);
  return Number.isNaN(difference) ? 0 : difference;
}

export function sortProducts(products: InventoryProduct[], sort: string, ascending: boolean): InventoryProduct[] {
  const direction = ascending ? 1 : -1;
  if (TEXT_SORT_KEYS.has(sort)) {
    const key = (product: InventoryProduct) => String(field(product, sort)).toUpperCase();
    return products.sort((a, b) => direction * key(a).localeCompare(key(b)));
  }
  return products.sort((a, b) => direction * numericDifference(field(a, sort), field(b, sort)));
}

export function productsPage(stored: readonly InventoryProduct[], query: ProductsQuery): ProductsPage {
  const sort = query.sort || 'name';
  const ascending = (query.order || 'asc') === 'asc';
  const page = query.page ?? 1;
  const size = query.size ?? 10;

  let products = sortProducts([...stored], sort, ascending);
  const search = query.search;
  // Case-insensitive as the template's, and accents aside too.
  if (search) products = products.filter((product) => holdsText(product.name, search));

  const length = products.length;
  const begin = page * size;
  const end = Math.min(size * (page + 1), length);
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { products: null, pagination: { lastPage } };
  return {
    products: products.slice(begin, end),
    pagination: { length, size, page, lastPage, startIndex: begin, endIndex: end - 1 },
  };
}
