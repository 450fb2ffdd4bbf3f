// Visitors against page views per day (two areas, each can be switched off), with the score and ratios.
import type { AnalyticsDashboardVisitorsVsPageViews } from '@api/model';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { ToggledAreaChart } from '../../../components/charts/toggled-area-chart';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';
import { Stat, StatRow } from '../stat';

export function PageViewsWidget({ views }: { views: AnalyticsDashboardVisitorsVsPageViews }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const chart = relabel(pointRows(views.series, format.month), [
    t('analytics.pageViews.views'),
    t('analytics.pageViews.visitors'),
  ]);
  return (
    <ChartCard title={t('analytics.pageViews.title')} table={tables.series(chart, tables.rows.period, format.number)}>
      {(chartName) => (
        <Stack gap="md">
          <StatRow>
            <Stat label={t('analytics.pageViews.score')} value={format.number(views.overallScore)} />
            <Stat label={t('analytics.pageViews.average')} value={format.percent(views.averageRatio)} />
            <Stat label={t('analytics.pageViews.predicted')} value={format.percent(views.predictedRatio)} />
          </StatRow>
          <ToggledAreaChart chartName={chartName} chart={chart} h={260} valueFormatter={format.number} />
        </Stack>
      )}
    </ChartCard>
  );
}
