// Staff account screens on the empty layout: sign-in (also at /sing-in, where failed sign-ins land),
// sign-up, forgot and reset password, confirmation required, and sign-out (reads ?sid=).
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { adminSignInPath } from '../lib/auth/redirects';
import { redirectIfSignedIn } from '../lib/auth/route-guards';
import { signOut } from '../lib/auth/sign-out';
import { withScreen } from '../lib/screen-loader';
import { firstScreenTranslations } from './first-screen-translations';
import { rootRoute } from './root-route';
import { validateSidSearch } from './session-search';

const empty = { layout: 'empty' } as const;
/** The signing screens wait for their own words alone (first-screen-translations.ts). */
const signing = { ...empty, translations: firstScreenTranslations.signing } as const;
// Loaded with the route (its loader fetches the code beside anything else), not with the first screen.
const SignInPage = lazyRouteComponent(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyRouteComponent(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyRouteComponent(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  staticData: { ...signing, title: 'signIn', screen: SignInPage },
  beforeLoad: redirectIfSignedIn('admin'),
  loader: ({ route }) => withScreen(route),
  component: () => <SignInPage hasFailed={false} />,
});

export const singInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sing-in',
  staticData: { ...empty, title: 'signIn', screen: SignInPage },
  beforeLoad: redirectIfSignedIn('admin'),
  loader: ({ route }) => withScreen(route),
  component: () => <SignInPage hasFailed />,
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-up',
  staticData: { ...signing, title: 'signUp', screen: SignUpPage },
  beforeLoad: redirectIfSignedIn('admin'),
  loader: ({ route }) => withScreen(route),
  component: () => <SignUpPage kind="admin" />,
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  staticData: { ...signing, title: 'forgotPassword', screen: ForgotPasswordPage },
  loader: ({ route }) => withScreen(route),
  component: () => <ForgotPasswordPage kind="admin" />,
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  staticData: { ...signing, title: 'resetPassword' },
  component: lazyRouteComponent(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
});

export const confirmationRequiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'confirmation-required',
  staticData: { ...empty, title: 'confirmationRequired' },
  component: lazyRouteComponent(
    () => import('../features/auth/confirmation-required-page'),
    'ConfirmationRequiredPage',
  ),
});

export const signOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-out',
  staticData: { ...empty, title: 'signOut' },
  validateSearch: validateSidSearch,
  beforeLoad: async ({ context, search, preload }) => {
    // Hovering a sign-out link preloads the route: that must not sign anybody out.
    if (preload) return;
    await signOut(context.queryClient, 'admin', search.sid);
    throw redirect({ href: adminSignInPath, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/auth/signing-out-page'), 'SigningOutPage'),
});
