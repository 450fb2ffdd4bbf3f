// "/" has no screen of its own: it sends the user to welcome/home.
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/welcome/home', replace: true });
  },
});
