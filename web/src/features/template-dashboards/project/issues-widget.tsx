// GitHub-style issues of the week: new issues (line) over closed ones (bars) per day, this week or last
// week, with series toggles and the week's overview figures.
import type { DashboardsIssueOverview, DashboardsProjectGithubIssues } from '@api/model';
import { CompositeChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { labelledRows, relabel } from '../../../components/charts/chart-data';
import { SeriesChips } from '../../../components/charts/series-chips';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { useSeriesToggle } from '../../../components/charts/use-series-toggle';
import type { WeekRange } from '../dashboard-search';
import { Stat } from '../stat';
import { WeekRangeControl } from '../week-range-control';

const overviewKeys: (keyof DashboardsIssueOverview)[] = [
  'new-issues',
  'closed-issues',
  'fixed',
  'wont-fix',
  're-opened',
  'needs-triage',
];

interface IssuesWidgetProps {
  issues: DashboardsProjectGithubIssues;
  range: WeekRange;
  onRangeChange: (range: WeekRange) => void;
}

export function IssuesWidget({ issues, range, onRangeChange }: IssuesWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const source = issues.series[range];
  const chart = relabel(labelledRows(issues.labels.map(format.dateLabel), source), [
    t('project.issues.new'),
    t('project.issues.closed'),
  ]);
  const toggle = useSeriesToggle(chart.series);
  const types = source.map((one) => (one.type === 'line' ? ('line' as const) : ('bar' as const)));
  const series = toggle.visible.map((one) => ({ ...one, type: types[chart.series.indexOf(one)] ?? ('bar' as const) }));
  const overview = issues.overview[range];

  return (
    <ChartCard
      title={t('project.issues.title')}
      table={tables.series(chart, tables.rows.period, format.number)}
      subtitle={t('project.issues.subtitle')}
      controls={<WeekRangeControl value={range} onChange={onRangeChange} />}
    >
      {(chartName) => (
        <Stack gap="md">
          <SeriesChips series={chart.series} value={toggle.shown} onChange={toggle.setShown} />
          <CompositeChart
            composedChartProps={chartName}
            h={260}
            data={chart.rows}
            dataKey="label"
            series={series}
            withLegend
            valueFormatter={format.number}
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {overviewKeys.map((key) => (
              <Stat key={key} label={t(`project.issues.overview.${key}`)} value={format.number(overview[key])} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ChartCard>
  );
}
