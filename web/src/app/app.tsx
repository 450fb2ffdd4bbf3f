// The application: providers around the router, with the splash screen tied to the first navigation.
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app-providers';
import { afterFirstNavigation } from './first-navigation';
import { startFirstNavigationEarly } from './first-navigation-head-start';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { hideSplashScreenAfterFirstNavigation } from './splash-screen';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
hideSplashScreenAfterFirstNavigation(router);
const firstNavigation = afterFirstNavigation(router);

/** Call once the HTTP seam is set up (the session checks it starts send the stored tokens). */
export function startFirstNavigation(): void {
  startFirstNavigationEarly(router, queryClient);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient} notificationsAfter={firstNavigation}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
