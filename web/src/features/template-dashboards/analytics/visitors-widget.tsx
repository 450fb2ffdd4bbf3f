// Visitors per day over the year (area), this year or last year.
import type { AnalyticsDashboardVisitors } from '@api/model';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { RangeControl } from '../../../components/charts/range-control';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { type YearRange, yearRanges } from '../dashboard-search';

interface VisitorsWidgetProps {
  visitors: AnalyticsDashboardVisitors;
  range: YearRange;
  onRangeChange: (range: YearRange) => void;
}

export function VisitorsWidget({ visitors, range, onRangeChange }: VisitorsWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const chart = relabel(pointRows(visitors.series[range], format.month), [t('analytics.visitors.series')]);
  return (
    <ChartCard
      title={t('analytics.visitors.title')}
      table={tables.series(chart, tables.rows.period, format.number)}
      subtitle={t('analytics.visitors.subtitle')}
      controls={
        <RangeControl
          label={t('range.label')}
          value={range}
          options={yearRanges.map((value) => ({ value, label: t(`range.${value}`) }))}
          onChange={onRangeChange}
        />
      }
    >
      {(chartName) => (
        <AreaChart
          areaChartProps={chartName}
          h={300}
          data={chart.rows}
          dataKey="label"
          series={chart.series}
          curveType="monotone"
          withLegend
          withDots={false}
          valueFormatter={format.number}
        />
      )}
    </ChartCard>
  );
}
