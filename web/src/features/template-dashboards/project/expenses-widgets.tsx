// Weekly, monthly and yearly expenses: the total and a small trend chart of each period.
import type { DashboardsAmountSeries } from '@api/model';
import { AreaChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bareTrend } from '../../../components/charts/bare-trend';
import { ChartCard } from '../../../components/charts/chart-card';
import { chartColor, labelledRows, relabel } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';

interface ExpensesWidgetsProps {
  weekly: DashboardsAmountSeries;
  monthly: DashboardsAmountSeries;
  yearly: DashboardsAmountSeries;
}

export function ExpensesWidgets({ weekly, monthly, yearly }: ExpensesWidgetsProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const periods = [
    ['weekly', weekly],
    ['monthly', monthly],
    ['yearly', yearly],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {periods.map(([period, expenses], index) => {
        const chart = relabel(labelledRows(expenses.labels.map(format.dateLabel), expenses.series), [
          t('project.expenses.series'),
        ]);
        return (
          <ChartCard
            key={period}
            title={t(`project.expenses.${period}`)}
            table={tables.series(chart, tables.rows.period, (value) => format.money(value))}
          >
            {(chartName) => (
              <>
                <Text size="xl" fw={700}>
                  {format.money(expenses.amount)}
                </Text>
                <AreaChart
                  areaChartProps={chartName}
                  h={120}
                  data={chart.rows}
                  dataKey="label"
                  series={chart.series.map((one) => ({ ...one, color: chartColor(index) }))}
                  {...bareTrend}
                  curveType="monotone"
                  valueFormatter={(value) => format.money(value)}
                />
              </>
            )}
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}
