// Providers every screen (and every component test) needs: query client, theme, notifications, and the focus kept on
// a button while it is busy, handed back from a menu's entry, or moved on from a removed item.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { startFocusKeepers } from '../lib/focus/focus-keepers';
import { ThemeSettingsProvider } from '../lib/theme-settings';
import { useIsIdleAfter } from '../lib/when-idle';
import notificationClasses from './notifications.module.css';

// The container that shows notifications (and its transitions) loads after the first screen: a notification
// shown before it arrives waits in the notifications store and appears when it mounts. Mounted with the providers,
// its chunk (8 KiB gzip) came in the middle of the first screen's code and data (Lighthouse's mobile training
// space: 0.1-0.3 s of the largest paint).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The notifications container mounts in the first idle time after this settles (the app: its first
   * navigation); without it, at once (component tests). */
  notificationsAfter?: Promise<unknown>;
  children: ReactNode;
}

export function AppProviders({ queryClient, notificationsAfter, children }: AppProvidersProps) {
  const showsNotifications = useIsIdleAfter(notificationsAfter);
  // At once, not with the notifications after the first screen: a busy button pressed that early keeps its focus too
  // (tried: 0.6 KiB gzip less in the first download, and a save pressed at once lost the focus).
  useEffect(() => startFocusKeepers(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSettingsProvider>
        {showsNotifications && (
          <Suspense fallback={null}>
            <Notifications position="top-center" classNames={notificationClasses} />
          </Suspense>
        )}
        {children}
      </ThemeSettingsProvider>
    </QueryClientProvider>
  );
}
