// The route tree, assembled from the route modules of this folder.
import { signInRoute, singInRoute } from './auth-routes';
import { dashboardsRoute } from './backoffice-routes';
import { indexRoute } from './index-route';
import { boardsRoute, personHomeRoute } from './person-space-routes';
import { rootRoute } from './root-route';
import { trainingCoursesRoute, trainingSpaceRoute, webSignInRoute } from './training-routes';
import { welcomeHomeRoute } from './welcome-routes';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  welcomeHomeRoute,
  signInRoute,
  singInRoute,
  webSignInRoute,
  trainingSpaceRoute,
  trainingCoursesRoute,
  personHomeRoute,
  boardsRoute,
  dashboardsRoute,
]);
