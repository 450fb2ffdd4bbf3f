// The agenda reads every entry of the days shown, however many pages they fill.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { stubApi } from '../../../test-utils/fetch-routes';
import { objectId } from '../../../test-utils/object-id';
import { useShownEntries } from './shown-entries';

/** `count` entries of one month, as the search answers them: pages of `size`, in the order they start. */
function busyMonth(count: number) {
  const entries = Array.from({ length: count }, (_, index) => ({
    _id: objectId(index + 1),
    name: `Reunión ${index + 1}`,
    type: 'meeting',
    startsAt: new Date(Date.UTC(2026, 11, 1 + (index % 28), 9)).toISOString(),
  }));
  const asked: { page: number; size: number; from: string | null; to: string | null }[] = [];
  const fetchMock = stubApi({
    'GET /api/node/agendables/search': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      asked.push({ page, size, from: url.searchParams.get('startsAtFrom'), to: url.searchParams.get('startsAtTo') });
      const items = entries.slice(page * size, (page + 1) * size);
      return { body: { items, page, size, total: entries.length, totalPages: Math.ceil(entries.length / size) } };
    },
  });
  return { entries, asked, fetchMock };
}

let client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
beforeEach(() => {
  client = new QueryClient();
});

describe('useShownEntries', () => {
  it('reads every entry of the days shown, page after page, when they fill more than one page', async () => {
    const { entries, asked } = busyMonth(450);
    const days = ['2026-11-30', '2026-12-15', '2027-01-10'];
    const { result } = renderHook(() => useShownEntries(days), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.records.map((entry) => entry._id)).toEqual(entries.map((entry) => entry._id));
    expect(asked.map(({ page }) => page)).toEqual([0, 1, 2]);
    // The days shown bound every page's search: from the first day's start to the last day's end.
    const bounds = new Set(asked.map(({ from, to }) => `${from}…${to}`));
    expect(bounds.size).toBe(1);
    const [from = '', to = ''] = [...bounds][0]?.split('…') ?? [];
    expect(new Date(from).getTime()).toBe(new Date(2026, 10, 30).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2027, 0, 11).getTime() - 1);
  });

  it('asks once when the days shown fit in a page', async () => {
    const { asked } = busyMonth(12);
    const { result } = renderHook(() => useShownEntries(['2026-12-01', '2026-12-07']), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.records).toHaveLength(12);
    expect(asked).toHaveLength(1);
  });

  it("reads them again when a write refreshes the entries' searches, as the generic writes do", async () => {
    const { entries, asked } = busyMonth(3);
    const { result } = renderHook(() => useShownEntries(['2026-12-01', '2026-12-31']), { wrapper });
    await waitFor(() => expect(result.current.data?.records).toHaveLength(3));
    entries.push({
      _id: objectId(99),
      name: 'Mesa de contratación',
      type: 'meeting',
      startsAt: '2026-12-20T09:00:00Z',
    });
    await client.invalidateQueries({ queryKey: resourceDefinition('agendables').operations.searchKey() });
    await waitFor(() => expect(result.current.data?.records).toHaveLength(4));
    expect(asked).toHaveLength(2);
  });
});
