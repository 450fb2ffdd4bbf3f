// Web-user account screens in the training space (capacitacion layout): sign-in, registration, forgot
// password, help desk and sign-out.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { webSignInPath } from '../lib/auth/redirects';
import { redirectIfSignedIn } from '../lib/auth/route-guards';
import { signOut } from '../lib/auth/sign-out';
import { withScreen } from '../lib/screen-loader';
import { firstScreenTranslations } from './first-screen-translations';
import { rootRoute } from './root-route';
import { validateRedirectSearch, validateSidSearch } from './session-search';

const training = { layout: 'capacitacion' } as const;
/** The signing screens wait for their own words alone (first-screen-translations.ts). */
const webSigning = { ...training, translations: firstScreenTranslations.signing } as const;
// Loaded with the route (its loader fetches the code), not with the first screen.
const WebSignInPage = lazyRouteComponent(() => import('../features/auth/web-sign-in-page'), 'WebSignInPage');
const SignUpPage = lazyRouteComponent(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyRouteComponent(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);

export const webSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/ingresar',
  staticData: { ...webSigning, title: 'webSignIn', screen: WebSignInPage },
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectIfSignedIn('web'),
  loader: ({ route }) => withScreen(route),
  component: function WebSignInRoute() {
    const { redirectURL } = webSignInRoute.useSearch();
    return <WebSignInPage redirectURL={redirectURL} />;
  },
});

export const webSignUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/registracion',
  staticData: { ...webSigning, title: 'webSignUp', screen: SignUpPage },
  loader: ({ route }) => withScreen(route),
  component: () => <SignUpPage kind="web" />,
});

export const webForgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/recuperarclave',
  staticData: { ...webSigning, title: 'webForgotPassword', screen: ForgotPasswordPage },
  loader: ({ route }) => withScreen(route),
  component: () => <ForgotPasswordPage kind="web" />,
});

export const helpDeskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'web/mesadeayuda',
  staticData: { ...training, title: 'helpDesk' },
  component: lazyRouteComponent(() => import('../features/personal-space/help-desk-page'), 'HelpDeskPage'),
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
  component: lazyRouteComponent(() => import('../features/auth/signing-out-page'), 'SigningOutPage'),
});
