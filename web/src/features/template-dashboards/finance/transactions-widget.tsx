// The latest transactions: id, date, name, amount (in red when negative) and status.
import type { DashboardsFinanceRecentTransactionsItem as Transaction } from '@api/model';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { ColumnTable, type TableColumn } from '../../../components/column-table/column-table';

interface TransactionsWidgetProps {
  transactions: readonly Transaction[];
}

export function TransactionsWidget({ transactions }: TransactionsWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const columns: TableColumn<Transaction>[] = [
    {
      key: 'id',
      header: t('finance.transactions.id'),
      cell: (transaction) => (
        <Text size="sm" ff="monospace" fw="inherit" component="span">
          {transaction.transactionId}
        </Text>
      ),
    },
    { key: 'date', header: t('finance.transactions.date'), cell: (transaction) => format.date(transaction.date) },
    { key: 'name', header: t('finance.transactions.name'), cell: (transaction) => transaction.name },
    {
      key: 'amount',
      header: t('finance.transactions.amount'),
      numeric: true,
      cell: (transaction) => (
        <Text size="sm" component="span" c={transaction.amount < 0 ? 'red' : undefined}>
          {format.money(transaction.amount)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('finance.transactions.status'),
      cell: (transaction) => (
        <Badge variant="light" color={transaction.status === 'completed' ? 'teal' : 'orange'}>
          {t(`finance.status.${transaction.status}`)}
        </Badge>
      ),
      asideOnPhone: true,
    },
  ];
  return (
    <ChartCard title={t('finance.transactions.title')}>
      <ColumnTable
        columns={columns}
        rows={transactions}
        rowKey={(transaction) => transaction.id}
        minWidth={620}
        striped
        highlightOnHover
      />
    </ChartCard>
  );
}
