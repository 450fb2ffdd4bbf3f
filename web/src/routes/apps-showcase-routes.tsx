// Template apps of the back-office: the four dashboards, inventory, academy, help centre, activities, icons
// and the account pages. Each screen loads lazily (its own chunk); loaders warm the generated queries.
import { getAcademyGetCourseQueryOptions, getAcademyListCoursesQueryOptions } from '@api/endpoints/academy/academy';
import { getActivitiesListActivitiesQueryOptions } from '@api/endpoints/activities/activities';
import { getAnalyticsGetDashboardQueryOptions } from '@api/endpoints/analytics/analytics';
import {
  getDashboardsGetCryptoQueryOptions,
  getDashboardsGetFinanceQueryOptions,
  getDashboardsGetProjectQueryOptions,
} from '@api/endpoints/dashboards/dashboards';
import {
  getHelpCenterGetGuideQueryOptions,
  getHelpCenterListFaqsQueryOptions,
  getHelpCenterListGuidesQueryOptions,
} from '@api/endpoints/help-center/help-center';
import { getInventoryListProductsQueryOptions } from '@api/endpoints/inventory/inventory';
import { getUserGetQueryOptions } from '@api/endpoints/user/user';
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

/** A loader warms the screen's query; a failure is the screen's to show, not an error route. */
function quietly(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}

export const projectDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/project',
  validateSearch: validateProjectSearch,
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getDashboardsGetProjectQueryOptions())),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/project-dashboard-page'),
    'ProjectDashboardPage',
  ),
});

export const analyticsDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/analytics',
  validateSearch: validateAnalyticsSearch,
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getAnalyticsGetDashboardQueryOptions())),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/analytics-dashboard-page'),
    'AnalyticsDashboardPage',
  ),
});

export const financeDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/finance',
  validateSearch: validateFinanceSearch,
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getDashboardsGetFinanceQueryOptions())),
  component: lazyRouteComponent(
    () => import('../features/template-dashboards/finance-dashboard-page'),
    'FinanceDashboardPage',
  ),
});

export const cryptoDashboardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'dashboards/crypto',
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getDashboardsGetCryptoQueryOptions())),
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
    quietly(context.queryClient.ensureQueryData(getInventoryListProductsQueryOptions(deps))),
  component: lazyRouteComponent(() => import('../features/inventory/inventory-page'), 'InventoryPage'),
});

export const academyRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/academy',
  validateSearch: validateAcademySearch,
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getAcademyListCoursesQueryOptions())),
  component: lazyRouteComponent(() => import('../features/academy/academy-page'), 'AcademyPage'),
});

export const courseRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/academy/$courseId/$courseSlug',
  validateSearch: validateCourseSearch,
  loader: ({ context, params }) =>
    quietly(context.queryClient.ensureQueryData(getAcademyGetCourseQueryOptions({ id: params.courseId }))),
  component: lazyRouteComponent(() => import('../features/academy/course-page'), 'CoursePage'),
});

export const helpCenterRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center',
  // Its menu entry, the first of the help centre's group, reads "Inicio": the tab is titled as the screen is.
  staticData: { title: 'helpCenter' },
  loader: ({ context }) =>
    quietly(context.queryClient.ensureQueryData(getHelpCenterListFaqsQueryOptions({ slug: 'most-asked' }))),
  component: lazyRouteComponent(() => import('../features/help-center/help-center-home-page'), 'HelpCenterHomePage'),
});

export const helpCenterFaqsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/faqs',
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getHelpCenterListFaqsQueryOptions())),
  component: lazyRouteComponent(() => import('../features/help-center/faqs-page'), 'FaqsPage'),
});

export const helpCenterGuidesRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides',
  loader: ({ context }) =>
    quietly(context.queryClient.ensureQueryData(getHelpCenterListGuidesQueryOptions({ limit: 4 }))),
  component: lazyRouteComponent(() => import('../features/help-center/guides-page'), 'GuidesPage'),
});

export const helpCenterGuideCategoryRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides/$categorySlug',
  loader: ({ context, params }) =>
    quietly(context.queryClient.ensureQueryData(getHelpCenterListGuidesQueryOptions({ slug: params.categorySlug }))),
  component: lazyRouteComponent(() => import('../features/help-center/guide-category-page'), 'GuideCategoryPage'),
});

export const helpCenterGuideRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/help-center/guides/$categorySlug/$guideSlug',
  loader: ({ context, params }) =>
    quietly(context.queryClient.ensureQueryData(getHelpCenterGetGuideQueryOptions(params))),
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
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getActivitiesListActivitiesQueryOptions())),
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
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getUserGetQueryOptions())),
  component: lazyRouteComponent(() => import('../features/account/profile-page'), 'AccountProfilePage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'pages/settings',
  loader: ({ context }) => quietly(context.queryClient.ensureQueryData(getUserGetQueryOptions())),
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
