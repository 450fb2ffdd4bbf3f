// Root route: the layout search parameter, the shell around every screen, the loading bar and "not found".
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useMatches } from '@tanstack/react-router';
import { LoadingBar } from '../components/loading-bar/loading-bar';
import { SessionExpiryWarning } from '../components/session-expiry/session-expiry-warning';
import { AppLayout } from '../components/shell/app-layout';
import { RouteAnnouncer } from '../components/shell/route-announcer';
import { useCurrentLayout } from '../components/shell/use-current-layout';
import { useDocumentTitle } from '../components/shell/use-document-title';
import { loadScreenTranslations, translationsToWaitFor } from '../lib/i18n/screen-translations';
import { loadDeferredStyles } from '../theme/load-deferred-styles';
import { validateLayoutSearch } from './layout-search';
import { useShellData } from './use-shell-data';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  const layout = useCurrentLayout();
  const data = useShellData(layout);
  const screenTitle = useDocumentTitle(data.navigation.default);
  const sessionKind = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.session)?.staticData.session,
  });
  return (
    <>
      <LoadingBar />
      <RouteAnnouncer title={screenTitle.spoken} isWaiting={screenTitle.isRecordPending} />
      {sessionKind && <SessionExpiryWarning key={sessionKind} kind={sessionKind} />}
      <AppLayout layout={layout} data={data}>
        <Outlet />
      </AppLayout>
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateLayoutSearch,
  beforeLoad: ({ matches }) => ({
    screenTranslations: translationsToWaitFor(matches.map((match) => match.staticData)),
  }),
  // The screen's translations and the lazy screens' component styles arrive beside the screen's own data and code
  // (the loaders run in parallel), so no screen shows untranslated or unstyled. A screen that declares its
  // `translations` waits in Spanish for those alone (app.tsx asks for the rest after it).
  loader: async ({ context }) => {
    await Promise.all([loadScreenTranslations(context.screenTranslations), loadDeferredStyles()]);
  },
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/errors/not-found-page'), 'NotFoundPage'),
});
