// Account balance, predicted against actual (areas that can be switched off), over the last 3, 6 or 12
// months, with the growth rate and the average monthly income.
import type { DashboardsFinanceAccountBalance } from '@api/model';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { RangeControl } from '../../../components/charts/range-control';
import { ToggledAreaChart } from '../../../components/charts/toggled-area-chart';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { type MonthRange, monthRanges } from '../dashboard-search';
import { Stat, StatRow } from '../stat';
import { lastMonths } from './months-window';

interface AccountBalanceWidgetProps {
  balance: DashboardsFinanceAccountBalance;
  months: MonthRange;
  onMonthsChange: (months: MonthRange) => void;
}

export function AccountBalanceWidget({ balance, months, onMonthsChange }: AccountBalanceWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const chart = relabel(pointRows(lastMonths(balance.series, months), format.month), [
    t('finance.balance.predicted'),
    t('finance.balance.actual'),
  ]);
  return (
    <ChartCard
      title={t('finance.balance.title')}
      table={tables.series(chart, tables.rows.period, format.percent)}
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
      {(chartName) => (
        <Stack gap="md">
          <StatRow>
            <Stat label={t('finance.balance.growRate')} value={format.percent(balance.growRate)} color="teal" />
            <Stat label={t('finance.balance.ami')} value={format.money(balance.ami)} />
          </StatRow>
          <ToggledAreaChart chartName={chartName} chart={chart} h={280} valueFormatter={format.percent} />
        </Stack>
      )}
    </ChartCard>
  );
}
