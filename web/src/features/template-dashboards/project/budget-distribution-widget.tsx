// Share of the budget per phase (bars).
import type { DashboardsProjectBudgetDistribution } from '@api/model';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { labelledRows, relabel } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';

export function BudgetDistributionWidget({ budget }: { budget: DashboardsProjectBudgetDistribution }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const chart = relabel(labelledRows(budget.categories, budget.series), [t('project.budget.share')]);
  return (
    <ChartCard
      title={t('project.budget.title')}
      subtitle={t('project.budget.subtitle')}
      table={tables.series(chart, tables.rows.category, format.percent)}
    >
      {(chartName) => (
        <BarChart
          barChartProps={chartName}
          h={260}
          data={chart.rows}
          dataKey="label"
          series={chart.series}
          withLegend
          valueFormatter={format.percent}
        />
      )}
    </ChartCard>
  );
}
