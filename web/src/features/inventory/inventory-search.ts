// URL state of the inventory: page (1-based in the URL, 0-based for the API), sort column and order, the
// name search and the product open in the drawer. Defaults stay out of the URL.
import type { InventoryListProductsParams } from '@api/model';
import { type SortOrder, toggledSort } from '../../lib/table-sort';

export const inventorySortKeys = ['name', 'sku', 'price', 'stock', 'active'] as const;
export type InventorySortKey = (typeof inventorySortKeys)[number];
export const inventoryPageSize = 10;

export interface InventorySearch {
  page?: number;
  sort?: InventorySortKey;
  order?: 'asc' | 'desc';
  search?: string;
  /** Id of the product open in the drawer. */
  product?: string;
}

export function validateInventorySearch(search: Record<string, unknown>): InventorySearch {
  const result: InventorySearch = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) result.page = page;
  const sort = inventorySortKeys.find((key) => key === search.sort);
  if (sort && sort !== 'name') result.sort = sort;
  if (search.order === 'desc') result.order = 'desc';
  if (typeof search.search === 'string' && search.search.trim() !== '') result.search = search.search.slice(0, 100);
  if (typeof search.product === 'string' && /^[\w-]{1,64}$/.test(search.product)) result.product = search.product;
  return result;
}

/** The products query of a URL state (the open product does not change the list). */
export function inventoryQueryParams(search: InventorySearch): Required<InventoryListProductsParams> {
  return {
    page: (search.page ?? 1) - 1,
    size: inventoryPageSize,
    sort: search.sort ?? 'name',
    order: search.order ?? 'asc',
    search: search.search?.trim() ?? '',
  };
}

/**
 * The URL state after a click on a column's header (see toggledSort), or a sort chosen with its order (a phone's
 * select): back to the first page, defaults left out.
 */
export function sortedBy(search: InventorySearch, column: InventorySortKey, chosenOrder?: SortOrder): InventorySearch {
  const { sort, order } = chosenOrder
    ? { sort: column, order: chosenOrder }
    : toggledSort({ sort: search.sort ?? 'name', order: search.order ?? 'asc' }, column);
  return {
    ...search,
    sort: sort === 'name' ? undefined : sort,
    order: order === 'asc' ? undefined : order,
    page: undefined,
  };
}
