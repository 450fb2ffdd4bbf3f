// Personal space of web users: it needs a web session (else web sign-in, coming back afterwards).
import { createRoute } from '@tanstack/react-router';
import { BoardsPage } from '../features/person-space/boards-page';
import { PersonHomePage } from '../features/person-space/person-home-page';
import { ProfilePage } from '../features/profile/profile-page';
import { requireSession } from '../lib/auth/route-guards';
import { rootRoute } from './root-route';

export const personalRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'personal',
  beforeLoad: requireSession('web'),
});

export const personHomeRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'espacio/persona',
  staticData: { layout: 'personhome' },
  component: PersonHomePage,
});

export const boardsRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'espacio/persona/tablero',
  staticData: { layout: 'persontablero' },
  component: BoardsPage,
});

export const profileEditRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'persona/perfil/editar/$personId',
  staticData: { layout: 'capacitacion' },
  component: () => <ProfilePage kind="web" />,
});
