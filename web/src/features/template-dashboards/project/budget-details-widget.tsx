// Budget per phase: total, spent and remaining, in money and as a share of the total.
import type { DashboardsProjectBudgetDetails } from '@api/model';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { ScrollTable } from '../../../components/scroll-table';

export function BudgetDetailsWidget({ details }: { details: DashboardsProjectBudgetDetails }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  return (
    <ChartCard title={t('project.details.title')}>
      <ScrollTable minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('project.details.type')}</Table.Th>
              <Table.Th ta="right">{t('project.details.total')}</Table.Th>
              <Table.Th ta="right">{t('project.details.spent')}</Table.Th>
              <Table.Th ta="right">{t('project.details.remaining')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td ta="right">{format.money(row.total)}</Table.Td>
                <Table.Td ta="right">
                  {format.money(row.expensesAmount)}{' '}
                  <Badge variant="light" color="orange" size="sm">
                    {format.percent(row.expensesPercentage)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {format.money(row.remainingAmount)}{' '}
                  <Badge variant="light" color="teal" size="sm">
                    {format.percent(row.remainingPercentage)}
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
