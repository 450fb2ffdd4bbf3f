// Switching a product on or off from the table: the row changes at once (optimistic, in the list page the
// user sees), the server is told, and a refusal puts the row back with a notification.
import {
  getInventoryGetProductQueryOptions,
  getInventoryListProductsQueryKey,
  useInventoryUpdateProduct,
} from '@api/endpoints/inventory/inventory';
import type { InventoryProductsPage } from '@api/model';
import { notifications } from '@mantine/notifications';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function useToggleActive(listKey: readonly unknown[]) {
  const { t } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const setActive = (id: string, active: boolean) =>
    queryClient.setQueryData<InventoryProductsPage>(listKey, (page) =>
      page?.products
        ? { ...page, products: page.products.map((one) => (one.id === id ? { ...one, active } : one)) }
        : page,
    );

  return useInventoryUpdateProduct({
    mutation: {
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData<InventoryProductsPage>(listKey);
        setActive(data.id, data.product.active === true);
        return { previous };
      },
      onError: (_error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notifications.show({ color: 'red', title: t('notify.failedTitle'), message: t('notify.activeFailed') });
      },
      onSuccess: (product) => {
        if (product) queryClient.setQueryData(getInventoryGetProductQueryOptions({ id: product.id }).queryKey, product);
      },
      // Other pages (sorted by "active") may now differ: refresh them, not the one already right.
      onSettled: () =>
        queryClient.invalidateQueries({
          queryKey: getInventoryListProductsQueryKey(),
          predicate: (query) => query.queryHash !== hashKey(listKey),
        }),
    },
  });
}
