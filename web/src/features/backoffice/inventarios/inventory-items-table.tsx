// The items of a lot: the good (with its code, category and serial number under its name, so that the table fits
// the lot's panel beside the list on a desktop), condition, quantity, unit and total book value.
import type { InventoryItem } from '@api/model';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../../components/column-table/column-table';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatMoney } from '../shared/format';
import { itemValue } from './inventory-totals';

const conditionColor = { new: 'teal', good: 'green', fair: 'cyan', poor: 'red', retired: 'gray' } as const;

export function InventoryItemsTable({ items }: { items: readonly InventoryItem[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const columns: TableColumn<InventoryItem>[] = [
    {
      key: 'good',
      header: t('inventarios.good'),
      cell: (item) => (
        <>
          <Text size="sm" fw="inherit">
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" fw="normal">
            {[item.code, item.category, item.serialNumber].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      key: 'condition',
      header: t('inventarios.condition'),
      cell: (item) => (
        <Badge variant="light" color={conditionColor[item.condition]}>
          {labels.value(item.condition, 'iaitems')}
        </Badge>
      ),
      cellProps: { miw: 120 },
      asideOnPhone: true,
    },
    {
      key: 'quantity',
      header: t('inventarios.quantity'),
      numeric: true,
      cell: (item) => item.quantity.toLocaleString(i18n.language),
    },
    {
      key: 'unitValue',
      header: t('inventarios.unitValue'),
      numeric: true,
      cell: (item) => (item.unitValue === undefined ? '' : money(item.unitValue)),
    },
    { key: 'value', header: t('inventarios.value'), numeric: true, cell: (item) => money(itemValue(item)) },
  ];
  return (
    <ColumnTable
      columns={columns}
      rows={items}
      rowKey={(item) => item._id}
      minWidth={560}
      striped
      verticalSpacing="xs"
    />
  );
}
