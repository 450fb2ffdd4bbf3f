// The watchlist: each coin's price, trend and its last twenty minutes (a small line chart).
import type { DashboardsCryptoWatchlistItem } from '@api/model';
import { LineChart } from '@mantine/charts';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bareTrend } from '../../../components/charts/bare-trend';
import { ChartCard } from '../../../components/charts/chart-card';
import { chartColor, pointRows, relabel } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { TrendBadge } from './trend-badge';

export function WatchlistWidget({ watchlist }: { watchlist: readonly DashboardsCryptoWatchlistItem[] }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {watchlist.map((coin, index) => {
        const chart = relabel(pointRows(coin.series, String), [t('crypto.btc.price')]);
        return (
          <ChartCard
            key={coin.iso}
            title={coin.title}
            subtitle={coin.iso}
            controls={<TrendBadge trend={coin.trend} />}
            table={tables.series(chart, tables.rows.period, (value) => format.money(value, 'USD'))}
          >
            {(chartName) => (
              <>
                <Group justify="space-between">
                  <Text size="lg" fw={700}>
                    {format.money(coin.amount, 'USD')}
                  </Text>
                </Group>
                <LineChart
                  lineChartProps={chartName}
                  h={100}
                  data={chart.rows}
                  dataKey="label"
                  series={chart.series.map((one) => ({ ...one, color: chartColor(index + 1) }))}
                  {...bareTrend}
                  withDots={false}
                  yAxisProps={{ domain: ['auto', 'auto'] }}
                  valueFormatter={(value) => format.money(value, 'USD')}
                />
              </>
            )}
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}
