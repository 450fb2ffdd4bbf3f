// Bitcoin: the price over the last minutes (line), its trend and the market figures.
import type { DashboardsCryptoBtc } from '@api/model';
import { LineChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { Stat, StatRow } from '../stat';
import { TrendBadge } from './trend-badge';

export function BtcWidget({ btc }: { btc: DashboardsCryptoBtc }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  // x is minutes before the moment the data was read.
  const [readAt] = useState(() => Date.now());
  const chart = relabel(
    pointRows(btc.price.series, (x) => format.time(readAt + Number(x) * 60_000)),
    [t('crypto.btc.price')],
  );
  const usd = (value: number) => format.money(value, 'USD');
  return (
    <ChartCard title={t('crypto.btc.title')} subtitle="BTC / USD" table={tables.series(chart, tables.rows.time, usd)}>
      {(chartName) => (
        <Stack gap="md">
          <Group gap="sm">
            <Text size="xl" fw={700}>
              {usd(btc.amount)}
            </Text>
            <TrendBadge trend={btc.trend} />
          </Group>
          <LineChart
            lineChartProps={chartName}
            h={280}
            data={chart.rows}
            dataKey="label"
            series={chart.series}
            curveType="linear"
            withDots={false}
            withLegend
            yAxisProps={{ domain: ['auto', 'auto'], width: 96 }}
            valueFormatter={usd}
          />
          <StatRow>
            <Stat label={t('crypto.btc.marketCap')} value={format.compact(btc.marketCap)} />
            <Stat label={t('crypto.btc.volume')} value={format.compact(btc.volume)} />
            <Stat label={t('crypto.btc.supply')} value={format.compact(btc.supply)} />
            <Stat label={t('crypto.btc.allTimeHigh')} value={usd(btc.allTimeHigh)} />
          </StatRow>
        </Stack>
      )}
    </ChartCard>
  );
}
