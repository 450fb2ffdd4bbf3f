// The open inventory lot: where and when it was counted, its totals and its items. The totals are worked out over
// every item of the lot (every page of its search): over one page they would understate a large lot without a word.
import { getSearchInventoryItemsQueryKey, searchInventoryItems } from '@api/endpoints/node-iaitems/node-iaitems';
import type { InventoryLot, SearchInventoryItemsParams } from '@api/model';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullRecordLink } from '../../../components/resource/full-record-link';
import { everyPageQuery } from '../../../lib/resources/all-pages';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDate, formatMoney } from '../shared/format';
import { Pager } from '../shared/pager';
import { QueryState } from '../shared/query-state';
import { InventoryItemsTable } from './inventory-items-table';
import { inventoryTotals } from './inventory-totals';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

/** Items shown at once: a lot of a whole building holds thousands. */
const ITEMS_PAGE = 50;

/** Every item of the lot, in code order; its key is under the items' searches, which every write of one refreshes. */
function useLotItems(lotId: string) {
  const params: SearchInventoryItemsParams = { lotId, sort: 'code', order: 'asc' };
  return useQuery(
    everyPageQuery(getSearchInventoryItemsQueryKey(params), (page, size) =>
      searchInventoryItems({ ...params, page, size }),
    ),
  );
}

export function LotPanel({ lot }: { lot: InventoryLot }) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const items = useLotItems(lot._id);
  const list = items.data?.records ?? [];
  const totals = inventoryTotals(list);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / ITEMS_PAGE));
  const shownPage = Math.min(page, pages);
  return (
    <Box p="lg">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {lot.code}
          </Text>
          <Title order={2} fz="h3">
            {lot.name}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{labels.value(lot.status, 'ialotes')}</Badge>
            {lot.location && <Text size="sm">{lot.location}</Text>}
            {lot.openedAt && (
              <Text size="sm" c="dimmed">
                {t('inventarios.openedOn', { date: formatDate(lot.openedAt, i18n.language) })}
              </Text>
            )}
          </Group>
          <FullRecordLink collection="ialotes" id={lot._id} />
        </div>
        {lot.description && <Text size="sm">{lot.description}</Text>}
        {/* Each figure as wide as it is, the next on a new line when the panel is narrower than a large value. */}
        <Group gap="xl" align="flex-start">
          <Figure label={t('inventarios.items')} value={list.length.toLocaleString(i18n.language)} />
          <Figure label={t('inventarios.units')} value={totals.units.toLocaleString(i18n.language)} />
          <Figure label={t('inventarios.bookValue')} value={formatMoney(totals.value, i18n.language)} />
        </Group>
        <QueryState result={items} isEmpty={list.length === 0} emptyText={t('inventarios.noItems')}>
          <InventoryItemsTable items={list.slice((shownPage - 1) * ITEMS_PAGE, shownPage * ITEMS_PAGE)} />
          {list.length > ITEMS_PAGE && (
            <Pager page={shownPage} totalPages={pages} total={list.length} onPage={setPage} />
          )}
        </QueryState>
      </Stack>
    </Box>
  );
}
