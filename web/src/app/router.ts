// The TanStack Router instance: typed route tree, query client in the route context, scroll restoration.
import type { UserKind } from '@http-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Namespace, Namespaces } from '../lib/i18n/resources';
import type { LayoutName } from '../lib/layout-name';
import type { LazyScreen } from '../lib/screen-loader';
import { routeTree } from '../routes/route-tree';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Freshness is TanStack Query's job: the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Layout of the screen; wins over the ?layout= parameter and the configured default. */
    layout?: LayoutName;
    /** The page's title (a key of common:titles) for the browser tab; menu screens take their menu entry's. */
    title?: keyof Namespaces['common']['titles'];
    /** A visitor reads the screen as the guest web user: the first navigation asks for the guest token at once. */
    readsAsGuest?: true;
    /** The lazy screen the route's component wraps (lib/screen-loader.ts): its code starts with a first visit. */
    screen?: LazyScreen;
    /** The user kind whose session the screens under the route need: its expiry is announced (SessionExpiryWarning). */
    session?: UserKind;
    /**
     * The namespaces beyond the entry's (lib/i18n/initial-resources.ts) that the screen's first paint says, none for
     * a screen the entry's say whole: a first visit in the default language waits for those alone, and the language's
     * other namespaces download in the first idle time after it (lib/i18n/screen-translations.ts). Without it a screen
     * waits for every namespace. An e2e test holds the language's bundle back on these screens.
     */
    translations?: readonly Namespace[];
  }
}
