// The router's first load goes step by step: guards (the session check) first, then the screens' code and data.
// The check, the code and (for a visitor of the training space) the guest token are known from the address alone,
// so they start here, before the first render: on a slow phone that saves the round trips the steps would otherwise
// wait for one after the other.
import type { UserKind } from '@http-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { guestSessionQueryOptions } from '../features/training/training-access';
import { sessionQueryOptions } from '../lib/auth/session-query';
import { readUsableToken } from '../lib/auth/session-storage';
import { preloadScreen } from '../lib/screen-loader';

const userKinds: readonly UserKind[] = ['admin', 'web'];

export function startFirstNavigationEarly(router: AnyRouter, queryClient: QueryClient): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  // The guards and the shell ask for these checks; without a stored token the check needs no request.
  for (const kind of userKinds) {
    if (readUsableToken(kind) !== undefined) void queryClient.prefetchQuery(sessionQueryOptions(kind));
  }
  // A visitor of a screen read as the guest needs the guest token before any of its data: no web session to check.
  const readsAsGuest = routes.some((route) => route.options.staticData?.readsAsGuest);
  if (readsAsGuest && readUsableToken('web') === undefined) void queryClient.prefetchQuery(guestSessionQueryOptions());
  // The code a task later. The checks, the guest token and the translations (app.tsx asks for them first) are sent a
  // few promise steps after they are asked for, and each starts a chain of requests; asked for first, the dozen files
  // of a screen's code took HTTP/1.1's six connections and queued them (Lighthouse's mobile run: 0.1-0.4 s of the
  // largest paint). A task boundary puts them behind every promise step, whatever the number of steps.
  setTimeout(() => loadScreenCode(router, routes), 0);
}

/** The code of every route the address matches (layouts and screen), and of the screen a route's component wraps;
 * the router's own load and the loaders reuse the promises. */
function loadScreenCode(router: AnyRouter, routes: ReturnType<AnyRouter['getMatchedRoutes']>[0]): void {
  for (const route of routes) {
    router.loadRouteChunk(route)?.catch(() => undefined);
    preloadScreen(route)?.catch(() => undefined);
  }
}
