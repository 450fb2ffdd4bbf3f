// Budget per phase: total, spent and remaining, in money and as a share of the total. On a phone, a card per phase
// with its three figures side by side.
import type { DashboardsProjectBudgetDetails } from '@api/model';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { ColumnTable, type TableColumn } from '../../../components/column-table/column-table';

type BudgetRow = DashboardsProjectBudgetDetails['rows'][number];

export function BudgetDetailsWidget({ details }: { details: DashboardsProjectBudgetDetails }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const share = (percentage: number, color: string) => (
    <Badge variant="light" color={color} size="sm">
      {format.percent(percentage)}
    </Badge>
  );
  const columns: TableColumn<BudgetRow>[] = [
    { key: 'type', header: t('project.details.type'), cell: (row) => row.type },
    { key: 'total', header: t('project.details.total'), numeric: true, cell: (row) => format.money(row.total) },
    {
      key: 'spent',
      header: t('project.details.spent'),
      numeric: true,
      cell: (row) => (
        <>
          {format.money(row.expensesAmount)} {share(row.expensesPercentage, 'orange')}
        </>
      ),
    },
    {
      key: 'remaining',
      header: t('project.details.remaining'),
      numeric: true,
      cell: (row) => (
        <>
          {format.money(row.remainingAmount)} {share(row.remainingPercentage, 'teal')}
        </>
      ),
    },
  ];
  return (
    <ChartCard title={t('project.details.title')}>
      <ColumnTable
        columns={columns}
        rows={details.rows}
        rowKey={(row) => String(row.id)}
        minWidth={560}
        striped
        highlightOnHover
      />
    </ChartCard>
  );
}
