import { getInventoryListProductsQueryOptions } from '@api/endpoints/inventory/inventory';
import type { InventoryProductsPage } from '@api/model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { useToggleActive } from './use-toggle-active';

const product = {
  id: 'p1',
  category: '',
  name: 'Aponte Ladies Watch',
  description: '',
  tags: [],
  sku: 'ZGV-1909',
  barcode: '',
  brand: '',
  vendor: '',
  stock: 13,
  reserved: 0,
  cost: 1,
  basePrice: 1,
  taxPercent: 0,
  price: 1,
  weight: 1,
  thumbnail: null,
  images: [],
  active: false,
};
const page: InventoryProductsPage = {
  products: [product],
  pagination: { length: 1, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: 0 },
};
const listKey = getInventoryListProductsQueryOptions({
  page: 0,
  size: 10,
  sort: 'name',
  order: 'asc',
  search: '',
}).queryKey;

function setUp(status: number) {
  stubApi({
    'PATCH /api/apps/ecommerce/inventory/product': () =>
      status === 200
        ? { body: { ...product, active: true } }
        : { status, body: { statusCode: status, code: 'VALIDATION_FAILED', error: 'Bad Request', message: 'no' } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(listKey, page);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useToggleActive(listKey), { wrapper });
  return { queryClient, hook };
}

const isActive = (client: QueryClient) => client.getQueryData<InventoryProductsPage>(listKey)?.products?.[0]?.active;

describe('useToggleActive', () => {
  it('switches the row at once and keeps it when the server agrees', async () => {
    const { queryClient, hook } = setUp(200);
    act(() => hook.result.current.mutate({ data: { id: 'p1', product: { active: true } } }));
    await waitFor(() => expect(isActive(queryClient)).toBe(true));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(isActive(queryClient)).toBe(true);
  });

  it('puts the row back when the server refuses', async () => {
    const { queryClient, hook } = setUp(400);
    act(() => hook.result.current.mutate({ data: { id: 'p1', product: { active: true } } }));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(isActive(queryClient)).toBe(false);
  });
});
