// Web-user account screens in the training space (capacitacion layout): sign-in, registration, forgot
// password, help desk and sign-out.
import { createRoute, redirect } from '@tanstack/react-router';
import { HelpDeskPage } from '../features/auth/help-desk-page';
import { SigningOutPage } from '../features/auth/signing-out-page';
import { WebForgotPasswordPage } from '../features/auth/web-forgot-password-page';
import { WebSignInPage } from '../features/auth/web-sign-in-page';
import { WebSignUpPage } from '../features/auth/web-sign-up-page';
import { webSignInPath } from '../lib/auth/redirects';
import { redirectIfSignedIn } from '../lib/auth/route-guards';
import { signOut } from '../lib/auth/sign-out';
import { rootRoute } from './root-route';
import { validateRedirectSearch, validateSidSearch } from './session-search';

const training = { layout: 'capacitacion' } as const;

export const webSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/ingresar',
  staticData: { ...training, title: 'webSignIn' },
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectIfSignedIn('web'),
  component: function WebSignInRoute() {
    const { redirectURL } = webSignInRoute.useSearch();
    return <WebSignInPage redirectURL={redirectURL} />;
  },
});

export const webSignUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/registracion',
  staticData: { ...training, title: 'webSignUp' },
  component: WebSignUpPage,
});

export const webForgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/recuperarclave',
  staticData: { ...training, title: 'webForgotPassword' },
  component: WebForgotPasswordPage,
});

export const helpDeskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/mesadeayuda',
  staticData: { ...training, title: 'helpDesk' },
  component: HelpDeskPage,
});

export const webSignOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/salir',
  staticData: { ...training, title: 'signOut' },
  validateSearch: validateSidSearch,
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return;
    await signOut(context.queryClient, 'web', search.sid);
    throw redirect({ href: webSignInPath, replace: true });
  },
  component: SigningOutPage,
});
