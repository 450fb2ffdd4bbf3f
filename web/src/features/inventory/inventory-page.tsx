// Inventory (e-commerce): the products table with server paging, sorting and name search, all in the URL
// (?page=&sort=&order=&search=), the drawer of the product in ?product=, create and tag management.
import { getInventoryListProductsQueryOptions } from '@api/endpoints/inventory/inventory';
import type { InventoryProduct } from '@api/model';
import { Button, Card, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import { ManageTagsButton } from '../../components/tags-manager/manage-tags-button';
import { type InventorySearch, type InventorySortKey, inventoryQueryParams, sortedBy } from './inventory-search';
import { ProductDrawer } from './product-drawer';
import { productTagHooks } from './product-tag-hooks';
import { ProductsTable } from './products-table';
import { useProductMutations } from './use-product-mutations';
import { useToggleActive } from './use-toggle-active';

const route = getRouteApi('/backoffice/apps/ecommerce/inventory');

export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = inventoryQueryParams(search);
  const listOptions = getInventoryListProductsQueryOptions(params);
  // The previous page stays on screen while the next one loads.
  const products = useQuery({ ...listOptions, placeholderData: keepPreviousData });
  const listKey = listOptions.queryKey;
  const toggleActive = useToggleActive(listKey);
  const { create } = useProductMutations();
  const setSearch = (next: Partial<InventorySearch>, replace = true) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace });
  const onSearchText = useDebouncedCallback(
    (text: string) => setSearch({ search: text.trim() || undefined, page: undefined }),
    300,
  );
  const page = products.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle', { count: page?.pagination.length ?? 0 })}</Text>
          <ListStatus
            message={
              page && !products.isPlaceholderData
                ? t(page.pagination.length === 0 ? 'empty' : 'subtitle', { count: page.pagination.length })
                : undefined
            }
            query={search.search}
            page={page && { number: params.page + 1, count: page.pagination.lastPage }}
          />
        </div>
        <Group gap="sm">
          <ManageTagsButton
            label={t('tags.open')}
            hooks={productTagHooks}
            title={t('tags.title')}
            deleteMessage={(title) => t('tags.deleteMessage', { title })}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { data: {} },
                {
                  onSuccess: (product: InventoryProduct) => setSearch({ product: product.id }, false),
                  onError: () => notifications.show({ color: 'red', message: t('notify.createFailed') }),
                },
              )
            }
          >
            {t('create')}
          </Button>
        </Group>
      </Group>
      <TextInput
        maw={420}
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        leftSection={<IconSearch size={16} />}
        defaultValue={search.search}
        onChange={(event) => onSearchText(event.currentTarget.value)}
      />
      {/* The table reaches the card's edges; a phone's product cards stand inside it. */}
      <Card withBorder padding={0} p={{ base: 'xs', sm: 0 }}>
        {products.isPending && <LoadingState />}
        {products.isError && <LoadFailed title={t('loadFailed')} query={products} m="sm" />}
        {page && (page.products ?? []).length === 0 && (
          <Text p="lg" c="dimmed">
            {t('empty')}
          </Text>
        )}
        {page?.products && page.products.length > 0 && (
          <ProductsTable
            products={page.products}
            sort={{
              key: search.sort ?? 'name',
              order: search.order ?? 'asc',
              onSort: (column, order) =>
                void navigate({
                  search: (previous) => sortedBy(previous, column as InventorySortKey, order),
                  replace: true,
                }),
            }}
            onOpen={(id) => setSearch({ product: id }, false)}
            onToggleActive={(product, active) => toggleActive.mutate({ data: { id: product.id, product: { active } } })}
          />
        )}
      </Card>
      {page && page.pagination.lastPage > 1 && (
        <Pagination
          total={page.pagination.lastPage}
          value={params.page + 1}
          onChange={(next) => setSearch({ page: next > 1 ? next : undefined }, false)}
        />
      )}
      <ProductDrawer
        productId={search.product}
        onClose={(discard) =>
          void navigate({ search: (previous) => ({ ...previous, product: undefined }), ignoreBlocker: discard })
        }
      />
    </Stack>
  );
}
