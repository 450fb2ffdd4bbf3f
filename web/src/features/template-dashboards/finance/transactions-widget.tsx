// The latest transactions: id, date, name, amount (in red when negative) and status.
import type { DashboardsFinanceRecentTransactionsItem } from '@api/model';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { ScrollTable } from '../../../components/scroll-table';

interface TransactionsWidgetProps {
  transactions: readonly DashboardsFinanceRecentTransactionsItem[];
}

export function TransactionsWidget({ transactions }: TransactionsWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  return (
    <ChartCard title={t('finance.transactions.title')}>
      <ScrollTable minWidth={620}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.transactions.id')}</Table.Th>
              <Table.Th>{t('finance.transactions.date')}</Table.Th>
              <Table.Th>{t('finance.transactions.name')}</Table.Th>
              <Table.Th ta="right">{t('finance.transactions.amount')}</Table.Th>
              <Table.Th>{t('finance.transactions.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((transaction) => (
              <Table.Tr key={transaction.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {transaction.transactionId}
                  </Text>
                </Table.Td>
                <Table.Td>{format.date(transaction.date)}</Table.Td>
                <Table.Td>{transaction.name}</Table.Td>
                <Table.Td ta="right" c={transaction.amount < 0 ? 'red' : undefined}>
                  {format.money(transaction.amount)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={transaction.status === 'completed' ? 'teal' : 'orange'}>
                    {t(`finance.status.${transaction.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </ChartCard>
  );
}
