// Account balance, predicted against actual (areas that can be switched off), over the last 3, 6 or 12
// months, with the growth rate and the average monthly income.
import type { DashboardsFinanceAccountBalance } from '@api/model';
import { AreaChart } from '@mantine/charts';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { RangeControl } from '../../../components/charts/range-control';
import { SeriesChips } from '../../../components/charts/series-chips';
import { useFormatters } from '../../../components/charts/use-formatters';
import { useSeriesToggle } from '../../../components/charts/use-series-toggle';
import { type MonthRange, monthRanges } from '../dashboard-search';
import { Stat } from '../stat';
import { lastMonths } from './months-window';

interface AccountBalanceWidgetProps {
  balance: DashboardsFinanceAccountBalance;
  months: MonthRange;
  onMonthsChange: (months: MonthRange) => void;
}

export function AccountBalanceWidget({ balance, months, onMonthsChange }: AccountBalanceWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const chart = relabel(pointRows(lastMonths(balance.series, months), format.month), [
    t('finance.balance.predicted'),
    t('finance.balance.actual'),
  ]);
  const toggle = useSeriesToggle(chart.series);
  return (
    <ChartCard
      title={t('finance.balance.title')}
      subtitle={t('finance.balance.subtitle')}
      controls={
        <RangeControl
          label={t('range.label')}
          value={months}
          options={monthRanges.map((value) => ({ value, label: t('range.months', { count: value }) }))}
          onChange={onMonthsChange}
        />
      }
    >
      <Stack gap="md">
        <Group gap="xl">
          <Stat label={t('finance.balance.growRate')} value={format.percent(balance.growRate)} color="teal" />
          <Stat label={t('finance.balance.ami')} value={format.money(balance.ami)} />
        </Group>
        <SeriesChips series={chart.series} value={toggle.shown} onChange={toggle.setShown} />
        <AreaChart
          h={280}
          data={chart.rows}
          dataKey="label"
          series={toggle.visible}
          curveType="monotone"
          withDots={false}
          withLegend
          valueFormatter={format.percent}
        />
      </Stack>
    </ChartCard>
  );
}
