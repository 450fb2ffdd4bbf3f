// Analytics dashboard (GET /api/dashboards/analytics): visitors with a year range in the URL (?visitors=),
// conversions, impressions, visits, visitors against page views and who the visitors are.
import { useAnalyticsGetDashboard } from '@api/endpoints/analytics/analytics';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AmountWidgets } from './analytics/amount-widgets';
import { BreakdownWidgets } from './analytics/breakdown-widgets';
import { PageViewsWidget } from './analytics/page-views-widget';
import { VisitorsWidget } from './analytics/visitors-widget';
import { DashboardFrame } from './dashboard-frame';
import type { AnalyticsDashboardSearch } from './dashboard-search';
import { useSearchSetter } from './use-search-setter';

const route = getRouteApi('/backoffice/dashboards/analytics');

export function AnalyticsDashboardPage() {
  const { t } = useTranslation('templateDashboards');
  const search = route.useSearch();
  const setSearch = useSearchSetter<AnalyticsDashboardSearch>();
  const query = useAnalyticsGetDashboard();
  return (
    <DashboardFrame title={t('analytics.title')} subtitle={t('analytics.subtitle')} query={query}>
      {(data) => (
        <>
          <VisitorsWidget
            visitors={data.visitors}
            range={search.visitors ?? 'this-year'}
            onRangeChange={(range) => setSearch('visitors', range, 'this-year')}
          />
          <AmountWidgets conversions={data.conversions} impressions={data.impressions} visits={data.visits} />
          <PageViewsWidget views={data.visitorsVsPageViews} />
          <BreakdownWidgets breakdowns={data} />
        </>
      )}
    </DashboardFrame>
  );
}
