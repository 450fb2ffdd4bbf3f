// Product writes through the generated mutation hooks. Each write stores what the server answered under the
// product's own key and refreshes the product list pages (their order and paging may change); nothing else.
import {
  getInventoryGetProductQueryOptions,
  getInventoryListProductsQueryKey,
  useInventoryCreateProduct,
  useInventoryDeleteProduct,
  useInventoryUpdateProduct,
} from '@api/endpoints/inventory/inventory';
import type { InventoryProduct } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';

export function useProductMutations() {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: getInventoryListProductsQueryKey() });
  const store = (product: InventoryProduct) =>
    queryClient.setQueryData(getInventoryGetProductQueryOptions({ id: product.id }).queryKey, product);

  const create = useInventoryCreateProduct({
    mutation: {
      onSuccess: (product) => {
        store(product);
        return refreshList();
      },
    },
  });
  const update = useInventoryUpdateProduct({
    mutation: {
      onSuccess: (product) => {
        if (product) store(product);
        return refreshList();
      },
    },
  });
  const remove = useInventoryDeleteProduct({
    mutation: {
      onSuccess: (_deleted, { params }) => {
        queryClient.removeQueries({ queryKey: getInventoryGetProductQueryOptions(params).queryKey });
        return refreshList();
      },
    },
  });
  return { create, update, remove };
}
