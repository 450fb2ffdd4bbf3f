// The application: providers around the router, with the splash screen tied to the first navigation.
import { RouterProvider } from '@tanstack/react-router';
import { loadAllNamespaces } from '../lib/i18n/i18n';
import { loadScreenTranslations, translationsToWaitFor } from '../lib/i18n/screen-translations';
import { whenIdle } from '../lib/when-idle';
import { AppProviders } from './app-providers';
import { afterFirstNavigation } from './first-navigation';
import { startFirstNavigationEarly } from './first-navigation-head-start';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { hideSplashScreenAfter } from './splash-screen';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const firstNavigation = afterFirstNavigation(router);
hideSplashScreenAfter(firstNavigation);

/** Call once the HTTP seam is set up (the session checks it starts send the stored tokens). */
export function startFirstNavigation(): void {
  // The translations the first screen waits for (the root route's loader) now; if it waits for only a few, every
  // other namespace of the language in the first idle time after it, so that they do not share its bandwidth.
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const translations = translationsToWaitFor(routes.map((route) => route.options.staticData));
  void loadScreenTranslations(translations).catch(() => undefined);
  if (translations !== 'every') {
    void firstNavigation.then(() => whenIdle(() => void loadAllNamespaces().catch(() => undefined)));
  }
  startFirstNavigationEarly(router, queryClient);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient} notificationsAfter={firstNavigation}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
