// Template apps of the back-office: the four dashboards, inventory, academy, help centre, activities, icons
// and the account pages. Each screen loads lazily (its own chunk); loaders warm the generated queries.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { validateAcademySearch, validateCourseSearch } from '../features/academy/academy-search';
import { defaultIconSet, validateIconsSearch } from '../features/icons/icons-search';
import { inventoryQueryParams, validateInventorySearch } from '../features/inventory/inventory-search';
import {
  validateAnalyticsSearch,
  validateFinanceSearch,
  validateProjectSearch,
} from '../features/template-dashboards/dashboard-search';
import { backofficeRoute } from './backoffice-routes';
import { warmQueries } from './warm-queries';

export const projectDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/project',
  validateSearch: validateProjectSearch,
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/dashboards/dashboards'),
      (api) => [api.getDashboardsGetProjectQueryOptions()],
    ),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/project-dashboard-page'),
    'ProjectDashboardPage',
  ),
});

export const analyticsDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/analytics',
  validateSearch: validateAnalyticsSearch,
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/analytics/analytics'),
      (api) => [api.getAnalyticsGetDashboardQueryOptions()],
    ),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/analytics-dashboard-page'),
    'AnalyticsDashboardPage',
  ),
});

export const financeDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/finance',
  validateSearch: validateFinanceSearch,
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/dashboards/dashboards'),
      (api) => [api.getDashboardsGetFinanceQueryOptions()],
    ),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/finance-dashboard-page'),
    'FinanceDashboardPage',
  ),
});

export const cryptoDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/crypto',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/dashboards/dashboards'),
      (api) => [api.getDashboardsGetCryptoQueryOptions()],
    ),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/crypto-dashboard-page'),
    'CryptoDashboardPage',
  ),
});

export const inventoryRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/ecommerce/inventory',
  validateSearch: validateInventorySearch,
  loaderDeps: ({ search }) => inventoryQueryParams(search),
  loader: ({ context, deps }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/inventory/inventory'),
      (api) => [api.getInventoryListProductsQueryOptions(deps)],
    ),
  component: lazyRouteComponent(() => import('../features/inventory/inventory-page'), 'InventoryPage'),
});

export const academyRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/academy',
  validateSearch: validateAcademySearch,
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/academy/academy'),
      (api) => [api.getAcademyListCoursesQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/academy/academy-page'), 'AcademyPage'),
});

export const courseRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/academy/$courseId/$courseSlug',
  validateSearch: validateCourseSearch,
  loader: ({ context, params }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/academy/academy'),
      (api) => [api.getAcademyGetCourseQueryOptions({ id: params.courseId })],
    ),
  component: lazyRouteComponent(() => import('../features/academy/course-page'), 'CoursePage'),
});

export const helpCenterRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center',
  // Its menu entry, the first of the help centre's group, reads "Inicio": the tab is titled as the screen is.
  staticData: { title: 'helpCenter' },
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/help-center/help-center'),
      (api) => [api.getHelpCenterListFaqsQueryOptions({ slug: 'most-asked' })],
    ),
  component: lazyRouteComponent(() => import('../features/help-center/help-center-home-page'), 'HelpCenterHomePage'),
});

export const helpCenterFaqsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/faqs',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/help-center/help-center'),
      (api) => [api.getHelpCenterListFaqsQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/help-center/faqs-page'), 'FaqsPage'),
});

export const helpCenterGuidesRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/help-center/help-center'),
      (api) => [api.getHelpCenterListGuidesQueryOptions({ limit: 4 })],
    ),
  component: lazyRouteComponent(() => import('../features/help-center/guides-page'), 'GuidesPage'),
});

export const helpCenterGuideCategoryRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides/$categorySlug',
  loader: ({ context, params }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/help-center/help-center'),
      (api) => [api.getHelpCenterListGuidesQueryOptions({ slug: params.categorySlug })],
    ),
  component: lazyRouteComponent(() => import('../features/help-center/guide-category-page'), 'GuideCategoryPage'),
});

export const helpCenterGuideRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides/$categorySlug/$guideSlug',
  loader: ({ context, params }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/help-center/help-center'),
      (api) => [api.getHelpCenterGetGuideQueryOptions(params)],
    ),
  component: lazyRouteComponent(() => import('../features/help-center/guide-page'), 'GuidePage'),
});

export const helpCenterSupportRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/support',
  component: lazyRouteComponent(() => import('../features/help-center/support-page'), 'SupportPage'),
});

export const activitiesRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'pages/activities',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/activities/activities'),
      (api) => [api.getActivitiesListActivitiesQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/activities/activities-page'), 'ActivitiesPage'),
});

export const iconsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'ui/icons',
  beforeLoad: () => {
    throw redirect({ to: '/ui/icons/$set', params: { set: defaultIconSet }, replace: true });
  },
});

export const iconSetRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'ui/icons/$set',
  validateSearch: validateIconsSearch,
  component: lazyRouteComponent(() => import('../features/icons/icons-page'), 'IconsPage'),
});

export const profileRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'pages/profile',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/user/user'),
      (api) => [api.getUserGetQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/account/profile-page'), 'AccountProfilePage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'pages/settings',
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/user/user'),
      (api) => [api.getUserGetQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/account/settings-page'), 'AccountSettingsPage'),
});

export const appsShowcaseRoutes = [
  projectDashboardRoute,
  analyticsDashboardRoute,
  financeDashboardRoute,
  cryptoDashboardRoute,
  inventoryRoute,
  academyRoute,
  courseRoute,
  helpCenterRoute,
  helpCenterFaqsRoute,
  helpCenterGuidesRoute,
  helpCenterGuideCategoryRoute,
  helpCenterGuideRoute,
  helpCenterSupportRoute,
  activitiesRoute,
  iconsRoute,
  iconSetRoute,
  profileRoute,
  settingsRoute,
] as const;
