// The application: providers around the router, with the splash screen tied to the first navigation.
import { RouterProvider } from '@tanstack/react-router';
import { waitsForEveryNamespace } from '../lib/i18n/entry-translations';
import { loadAllNamespaces } from '../lib/i18n/i18n';
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
  // Every namespace of the language: now if the first screen waits for them (the root route's loader), else in the
  // first idle time after it, so that they do not share the first screen's bandwidth.
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const loadTranslations = () => void loadAllNamespaces().catch(() => undefined);
  if (waitsForEveryNamespace(routes.map((route) => route.options.staticData))) loadTranslations();
  else void firstNavigation.then(() => whenIdle(loadTranslations));
  startFirstNavigationEarly(router, queryClient);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient} notificationsAfter={firstNavigation}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
