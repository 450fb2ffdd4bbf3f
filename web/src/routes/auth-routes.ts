// Admin sign-in (empty layout), also reachable as /sing-in, the spelling the product redirects to.
import { createRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { rootRoute } from './root-route';

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  staticData: { layout: 'empty' },
  component: SignInPage,
});

export const singInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sing-in',
  staticData: { layout: 'empty' },
  component: SignInPage,
});
