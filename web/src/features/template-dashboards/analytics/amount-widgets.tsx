// Conversions, impressions and visits: the four-week total and its weekly trend (line).
import type { DashboardsAmountSeries } from '@api/model';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bareTrend } from '../../../components/charts/bare-trend';
import { ChartCard } from '../../../components/charts/chart-card';
import { chartColor, labelledRows, relabel } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';

interface AmountWidgetsProps {
  conversions: DashboardsAmountSeries;
  impressions: DashboardsAmountSeries;
  visits: DashboardsAmountSeries;
}

export function AmountWidgets({ conversions, impressions, visits }: AmountWidgetsProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const widgets = [
    ['conversions', conversions],
    ['impressions', impressions],
    ['visits', visits],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {widgets.map(([name, amounts], index) => {
        const chart = relabel(labelledRows(amounts.labels.map(format.dateLabel), amounts.series), [
          t(`analytics.${name}`),
        ]);
        return (
          <ChartCard
            key={name}
            title={t(`analytics.${name}`)}
            table={tables.series(chart, tables.rows.period, format.number)}
          >
            {(chartName) => (
              <>
                <Text size="xl" fw={700}>
                  {format.number(amounts.amount)}
                </Text>
                <LineChart
                  lineChartProps={chartName}
                  h={120}
                  data={chart.rows}
                  dataKey="label"
                  series={chart.series.map((one) => ({ ...one, color: chartColor(index + 1) }))}
                  {...bareTrend}
                  // From the lowest week to the highest: from zero, weeks that differ by a few percent drew a flat
                  // line along the top of an empty card.
                  yAxisProps={{ domain: ['dataMin', 'dataMax'] }}
                  curveType="monotone"
                  valueFormatter={format.number}
                />
              </>
            )}
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}
