// Visitors against page views per day (two areas, each can be switched off), with the score and ratios.
import type { AnalyticsDashboardVisitorsVsPageViews } from '@api/model';
import { AreaChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { pointRows, relabel } from '../../../components/charts/chart-data';
import { SeriesChips } from '../../../components/charts/series-chips';
import { useFormatters } from '../../../components/charts/use-formatters';
import { useSeriesToggle } from '../../../components/charts/use-series-toggle';
import { Stat } from '../stat';

export function PageViewsWidget({ views }: { views: AnalyticsDashboardVisitorsVsPageViews }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const chart = relabel(pointRows(views.series, format.month), [
    t('analytics.pageViews.views'),
    t('analytics.pageViews.visitors'),
  ]);
  const toggle = useSeriesToggle(chart.series);
  return (
    <ChartCard title={t('analytics.pageViews.title')}>
      <Stack gap="md">
        {/* By the card's width: three labels side by side overran each other in a phone's narrow card. */}
        <SimpleGrid type="container" cols={{ base: 2, '300px': 3 }}>
          <Stat label={t('analytics.pageViews.score')} value={format.number(views.overallScore)} />
          <Stat label={t('analytics.pageViews.average')} value={format.percent(views.averageRatio)} />
          <Stat label={t('analytics.pageViews.predicted')} value={format.percent(views.predictedRatio)} />
        </SimpleGrid>
        <SeriesChips series={chart.series} value={toggle.shown} onChange={toggle.setShown} />
        <AreaChart
          h={260}
          data={chart.rows}
          dataKey="label"
          series={toggle.visible}
          curveType="monotone"
          withDots={false}
          withLegend
          valueFormatter={format.number}
        />
      </Stack>
    </ChartCard>
  );
}
