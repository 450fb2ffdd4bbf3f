// Back-office screens without a layout of their own: they follow ?layout= or the configured default.
import { createRoute } from '@tanstack/react-router';
import { DashboardsPage } from '../features/dashboards/dashboards-page';
import { rootRoute } from './root-route';

export const dashboardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboards',
  component: DashboardsPage,
});
