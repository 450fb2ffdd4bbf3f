// Back-office screens: they need an admin session (else /sign-in) and follow ?layout= or the configured
// default, except welcome/home which the product shows in the classy layout.
import { createRoute } from '@tanstack/react-router';
import { DashboardsPage } from '../features/dashboards/dashboards-page';
import { WelcomeHomePage } from '../features/welcome/welcome-home-page';
import { requireSession } from '../lib/auth/route-guards';
import { rootRoute } from './root-route';

export const backofficeRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'backoffice',
  beforeLoad: requireSession('admin'),
});

export const welcomeHomeRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'welcome/home',
  staticData: { layout: 'classy' },
  component: WelcomeHomePage,
});

export const dashboardsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards',
  component: DashboardsPage,
});
