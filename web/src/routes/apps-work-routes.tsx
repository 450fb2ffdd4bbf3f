// Template apps, part 1 (work): notes, tasks, scrumboard and file manager, inside the back-office. Each
// screen loads lazily; what is selected (card, task, folder, file, filter, search) lives in the URL.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { backofficeRoute } from './backoffice-routes';
import { optionalText } from './search-values';

export const scrumboardBoardsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/scrumboard',
  component: lazyRouteComponent(() => import('../features/scrumboard/boards-page'), 'ScrumboardBoardsPage'),
});

export const scrumboardBoardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/scrumboard/$boardUri',
  validateSearch: (search: Record<string, unknown>): { card?: string } => optionalText({ card: search.card }),
  component: lazyRouteComponent(() => import('../features/scrumboard/board-page'), 'ScrumboardBoardPage'),
});

/** Every route of this module, for the route tree. */
export const appsWorkRoutes = [scrumboardBoardsRoute, scrumboardBoardRoute] as const;
