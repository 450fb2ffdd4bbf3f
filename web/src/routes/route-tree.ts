// The route tree, assembled from the route modules of this folder.
import {
  confirmationRequiredRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
  singInRoute,
} from './auth-routes';
import { backofficeRoute, dashboardsRoute, loggedUserProfileRoute, welcomeHomeRoute } from './backoffice-routes';
import { indexRoute } from './index-route';
import { boardsRoute, personalRoute, personHomeRoute, profileEditRoute } from './person-space-routes';
import { rootRoute } from './root-route';
import { trainingCoursesRoute, trainingSpaceRoute } from './training-routes';
import {
  helpDeskRoute,
  webForgotPasswordRoute,
  webSignInRoute,
  webSignOutRoute,
  webSignUpRoute,
} from './web-auth-routes';

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
  backofficeRoute.addChildren([welcomeHomeRoute, dashboardsRoute, loggedUserProfileRoute]),
  personalRoute.addChildren([personHomeRoute, boardsRoute, profileEditRoute]),
]);
