// Personal space of signed-in web users: home (personhome layout) and boards viewer (persontablero layout).
import { createRoute } from '@tanstack/react-router';
import { BoardsPage } from '../features/person-space/boards-page';
import { PersonHomePage } from '../features/person-space/person-home-page';
import { rootRoute } from './root-route';

export const personHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio/persona',
  staticData: { layout: 'personhome' },
  component: PersonHomePage,
});

export const boardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio/persona/tablero',
  staticData: { layout: 'persontablero' },
  component: BoardsPage,
});
