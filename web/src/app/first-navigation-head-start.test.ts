import { getLoginAsGuestQueryKey } from '@api/endpoints/node-auth/node-auth';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../lib/auth/session-query';
import { storeSession } from '../lib/auth/session-storage';
import { tokenExpiringIn } from '../lib/auth/test-tokens';
import { stubApi } from '../test-utils/fetch-routes';
import { startFirstNavigationEarly } from './first-navigation-head-start';

function Screen() {
  return null;
}

/** A layout route and two screens under it, each screen's code behind a spy. */
function routerAt(path: string) {
  const loadHome = vi.fn(async () => ({ Screen }));
  const loadOther = vi.fn(async () => ({ Screen }));
  const loadWrapped = vi.fn(async () => ({ Screen }));
  const WrappedScreen = lazyRouteComponent(loadWrapped, 'Screen');
  const rootRoute = createRootRoute();
  const layoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'layout' });
  const homeRoute = createRoute({
    getParentRoute: () => layoutRoute,
    path: 'welcome/home',
    component: lazyRouteComponent(loadHome, 'Screen'),
  });
  const otherRoute = createRoute({
    getParentRoute: () => layoutRoute,
    path: 'other',
    component: lazyRouteComponent(loadOther, 'Screen'),
  });
  const loadGuest = vi.fn(async () => ({ Screen }));
  const guestRoute = createRoute({
    getParentRoute: () => layoutRoute,
    path: 'espacio',
    staticData: { readsAsGuest: true },
    component: lazyRouteComponent(loadGuest, 'Screen'),
  });
  // A route whose component wraps its lazy screen (to hand it props) names the screen in its static data.
  const wrappingRoute = createRoute({
    getParentRoute: () => layoutRoute,
    path: 'wrapped',
    staticData: { screen: WrappedScreen },
    component: Screen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([layoutRoute.addChildren([homeRoute, otherRoute, guestRoute, wrappingRoute])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, loadHome, loadOther, loadWrapped, loadGuest };
}

describe('startFirstNavigationEarly', () => {
  it("fetches the code of the address's screen before the router's first load, and no other screen's", async () => {
    stubApi({});
    const { router, loadHome, loadOther } = routerAt('/welcome/home');
    startFirstNavigationEarly(router, new QueryClient());
    await vi.waitFor(() => expect(loadHome).toHaveBeenCalledTimes(1));
    expect(loadOther).not.toHaveBeenCalled();
  });

  it('fetches the code of the screen a route wraps, before any guard or loader, and of no other route', async () => {
    stubApi({});
    const wrapping = routerAt('/wrapped');
    startFirstNavigationEarly(wrapping.router, new QueryClient());
    await vi.waitFor(() => expect(wrapping.loadWrapped).toHaveBeenCalledTimes(1));
    expect(wrapping.loadHome).not.toHaveBeenCalled();
    const home = routerAt('/welcome/home');
    startFirstNavigationEarly(home.router, new QueryClient());
    await vi.waitFor(() => expect(home.loadHome).toHaveBeenCalledTimes(1));
    expect(home.loadWrapped).not.toHaveBeenCalled();
  });

  it('asks for the code after the requests that start a chain, and after what the page asked for just before', async () => {
    storeSession('admin', { accessToken: tokenExpiringIn(3600) });
    const order: string[] = [];
    stubApi({
      'GET /api/auth/admin/check': () => {
        order.push('check');
        return { body: { isAuthenticated: false, user: null } };
      },
      'POST /api/auth/web/guest': () => {
        order.push('guest');
        return { body: { accessToken: tokenExpiringIn(3600) } };
      },
    });
    const { router, loadGuest } = routerAt('/espacio');
    loadGuest.mockImplementation(async () => {
      order.push('code');
      return { Screen };
    });
    // As main.tsx's translations: asked for before the head start, sent a few promise steps later.
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('translations'));
    startFirstNavigationEarly(router, new QueryClient());
    await vi.waitFor(() => expect(order).toContain('code'));
    expect(order.at(-1)).toBe('code');
    expect(order.toSorted()).toEqual(['check', 'code', 'guest', 'translations']);
  });

  it('starts the session check of each kind with a stored token, with that token, and of no other kind', async () => {
    const token = tokenExpiringIn(3600);
    storeSession('admin', { accessToken: token });
    const fetchMock = stubApi({
      'GET /api/auth/admin/check': ({ headers }) => ({
        body: {
          isAuthenticated: headers.get('authorization') === `Bearer ${token}`,
          user: null,
        },
      }),
    });
    const queryClient = new QueryClient();
    startFirstNavigationEarly(routerAt('/welcome/home').router, queryClient);

    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey('admin'))).toBeDefined());
    expect(queryClient.getQueryData(sessionQueryKey('admin'))).toMatchObject({ isAuthenticated: true });
    expect(queryClient.getQueryState(sessionQueryKey('web'))).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the guest token at once for a visitor of a screen read as the guest, and only then', async () => {
    const guestToken = tokenExpiringIn(3600);
    const fetchMock = stubApi({ 'POST /api/auth/web/guest': () => ({ body: { accessToken: guestToken } }) });
    const queryClient = new QueryClient();
    startFirstNavigationEarly(routerAt('/espacio').router, queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(getLoginAsGuestQueryKey())).toBeDefined());
    expect(queryClient.getQueryData(getLoginAsGuestQueryKey())).toMatchObject({ accessToken: guestToken });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Not on a screen that is not read as the guest, nor for a signed-in web user (their session reads it).
    const elsewhere = new QueryClient();
    startFirstNavigationEarly(routerAt('/other').router, elsewhere);
    storeSession('web', { accessToken: tokenExpiringIn(3600) });
    const signedIn = new QueryClient();
    startFirstNavigationEarly(routerAt('/espacio').router, signedIn);
    expect(elsewhere.getQueryState(getLoginAsGuestQueryKey())).toBeUndefined();
    expect(signedIn.getQueryState(getLoginAsGuestQueryKey())).toBeUndefined();
  });
});
