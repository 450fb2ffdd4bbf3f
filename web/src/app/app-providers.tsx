// Providers every screen (and every component test) needs: query client, theme, notifications.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ThemeSettingsProvider } from '../lib/theme-settings';
import notificationClasses from './notifications.module.css';

// The container that shows notifications (and its transitions) loads after the first screen: a notification
// shown before it arrives waits in the notifications store and appears when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSettingsProvider>
        <Suspense fallback={null}>
          <Notifications position="top-center" classNames={notificationClasses} />
        </Suspense>
        {children}
      </ThemeSettingsProvider>
    </QueryClientProvider>
  );
}
