// Tasks per stage (radial bars), this week or last week, with the new and completed counts of that week.
import type { DashboardsProjectTaskDistribution } from '@api/model';
import { RadialBarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { sliceData } from '../../../components/charts/chart-data';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import type { WeekRange } from '../dashboard-search';
import { Stat, StatRow } from '../stat';
import { WeekRangeControl } from '../week-range-control';

interface TaskDistributionWidgetProps {
  tasks: DashboardsProjectTaskDistribution;
  range: WeekRange;
  onRangeChange: (range: WeekRange) => void;
}

export function TaskDistributionWidget({ tasks, range, onRangeChange }: TaskDistributionWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const overview = tasks.overview[range];
  const data = sliceData(tasks.labels, tasks.series[range]);
  return (
    <ChartCard
      title={t('project.tasks.title')}
      controls={<WeekRangeControl value={range} onChange={onRangeChange} />}
      table={tables.slices(data, format.number)}
    >
      {(chartName) => (
        <Stack gap="md">
          <RadialBarChart radialBarChartProps={chartName} h={260} data={data} dataKey="value" withTooltip />
          <ChartLegend items={data} />
          <StatRow>
            <Stat label={t('project.tasks.new')} value={format.number(overview.new)} />
            <Stat label={t('project.tasks.completed')} value={format.number(overview.completed)} />
          </StatRow>
        </Stack>
      )}
    </ChartCard>
  );
}
