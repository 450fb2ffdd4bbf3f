// Providers every screen (and every component test) needs: query client, theme, notifications.
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeSettingsProvider } from '../lib/theme-settings';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSettingsProvider>
        <Notifications position="top-right" />
        {children}
      </ThemeSettingsProvider>
    </QueryClientProvider>
  );
}
