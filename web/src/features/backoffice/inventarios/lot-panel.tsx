// The open inventory lot: where and when it was counted, its totals and its items.
import { useSearchInventoryItems } from '@api/endpoints/node-iaitems/node-iaitems';
import type { InventoryLot } from '@api/model';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullRecordLink } from '../../../components/resource/full-record-link';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDate, formatMoney } from '../shared/format';
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

export function LotPanel({ lot }: { lot: InventoryLot }) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const items = useSearchInventoryItems({ lotId: lot._id, size: 200, sort: 'code', order: 'asc' });
  const list = items.data?.items ?? [];
  const totals = inventoryTotals(list);
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
          <InventoryItemsTable items={list} />
        </QueryState>
      </Stack>
    </Box>
  );
}
