// Back-office welcome screen (classy layout).
import { createRoute } from '@tanstack/react-router';
import { WelcomeHomePage } from '../features/welcome/welcome-home-page';
import { rootRoute } from './root-route';

export const welcomeHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'welcome/home',
  staticData: { layout: 'classy' },
  component: WelcomeHomePage,
});
