// The route tree, assembled from the route modules of this folder.

import { appsCommunicationRoutes } from './apps-communication-routes';
import { appsShowcaseRoutes } from './apps-showcase-routes';
import { appsWorkRoutes } from './apps-work-routes';
import {
  confirmationRequiredRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
  singInRoute,
} from './auth-routes';
import { backofficeRoute, dashboardsRoute, welcomeHomeRoute } from './backoffice-routes';
import { backofficeSpecialRoutes } from './backoffice-special-routes';
import { indexRoute } from './index-route';
import { loggedUserProfileRoute } from './logged-user-routes';
import { boardsRoute, myTrainingsRoute, personalRoute, personHomeRoute, profileEditRoute } from './person-space-routes';
import { resourceRoutes } from './resource-routes';
import { rootRoute } from './root-route';
import { trainingCoursesRoute, trainingPostRoute, trainingSpaceRoute } from './training-routes';
import {
  helpDeskRoute,
  webForgotPasswordRoute,
  webSignInRoute,
  webSignOutRoute,
  webSignUpRoute,
} from './web-auth-routes';
import { procedureDetailRoute, proceduresIndexRoute, proceduresRoute } from './workflow-routes';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  singInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  confirmationRequiredRoute,
  signOutRoute,
  webSignInRoute,
  webSignUpRoute,
  webForgotPasswordRoute,
  helpDeskRoute,
  webSignOutRoute,
  trainingSpaceRoute,
  trainingCoursesRoute,
  trainingPostRoute,
  backofficeRoute.addChildren([
    welcomeHomeRoute,
    dashboardsRoute,
    ...appsWorkRoutes,
    ...appsCommunicationRoutes,
    ...appsShowcaseRoutes,
    ...backofficeSpecialRoutes,
    ...resourceRoutes,
  ]),
  loggedUserProfileRoute,
  personalRoute.addChildren([
    personHomeRoute,
    boardsRoute,
    myTrainingsRoute,
    profileEditRoute,
    proceduresIndexRoute,
    proceduresRoute,
    procedureDetailRoute,
  ]),
]);
