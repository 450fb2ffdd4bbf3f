// Back-office screens: they need an admin session (else /sign-in) and follow ?layout= or the configured
// default, except welcome/home which the product shows in the classy layout.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSession } from '../lib/auth/route-guards';
import { firstScreenTranslations } from './first-screen-translations';
import { rootRoute } from './root-route';

export const backofficeRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'backoffice',
  staticData: { session: 'admin' },
  beforeLoad: requireSession('admin'),
});

export const welcomeHomeRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'welcome/home',
  staticData: { layout: 'classy', translations: firstScreenTranslations.staffHome },
  component: lazyRouteComponent(() => import('../features/backoffice/welcome/welcome-home-page'), 'WelcomeHomePage'),
});

export const dashboardsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards',
  component: lazyRouteComponent(() => import('../features/backoffice/dashboards/dashboards-page'), 'DashboardsPage'),
});
