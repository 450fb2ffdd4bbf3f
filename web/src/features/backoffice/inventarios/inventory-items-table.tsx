// The items of a lot: the good (with its code, category and serial number under its name, so that the table fits
// the lot's panel beside the list on a desktop), condition, quantity, unit and total book value.
import type { InventoryItem } from '@api/model';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatMoney } from '../shared/format';
import { itemValue } from './inventory-totals';

const conditionColor = { new: 'teal', good: 'green', fair: 'cyan', poor: 'red', retired: 'gray' } as const;

export function InventoryItemsTable({ items }: { items: readonly InventoryItem[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <ScrollTable minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventarios.good')}</Table.Th>
            <Table.Th>{t('inventarios.condition')}</Table.Th>
            <Table.Th ta="end">{t('inventarios.quantity')}</Table.Th>
            <Table.Th ta="end">{t('inventarios.unitValue')}</Table.Th>
            <Table.Th ta="end">{t('inventarios.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Text size="sm">{item.name}</Text>
                <Text size="xs" c="dimmed">
                  {[item.code, item.category, item.serialNumber].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td miw={120}>
                <Badge variant="light" color={conditionColor[item.condition]}>
                  {labels.value(item.condition, 'iaitems')}
                </Badge>
              </Table.Td>
              <Table.Td ta="end">{item.quantity.toLocaleString(i18n.language)}</Table.Td>
              <Table.Td ta="end">{item.unitValue === undefined ? '' : money(item.unitValue)}</Table.Td>
              <Table.Td ta="end">{money(itemValue(item))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
