// Personal space of web users: it needs a web session (else web sign-in, coming back afterwards). Routes
// with a person id show the signed-in user's own person only.
import { getSearchPublishedPostsQueryOptions } from '@api/endpoints/node-content/node-content';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { prefetchPublicationAssets } from '../components/publication/use-publication-assets';
import { boardsQueryParams, boardsRequest, validateBoardsSearch } from '../features/personal-space/boards-query';
import { requireSession } from '../lib/auth/route-guards';
import { withScreen } from '../lib/screen-loader';
import { ownPersonIdInstead } from './own-person';
import { rootRoute } from './root-route';

// Loaded with its route (the loader fetches the code beside the data), not with the first screen.
const BoardsPage = lazyRouteComponent(() => import('../features/personal-space/boards-page'), 'BoardsPage');

export const personalRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'personal',
  staticData: { session: 'web' },
  beforeLoad: requireSession('web'),
});

export const personHomeRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'espacio/persona',
  staticData: { layout: 'personhome', title: 'personHome' },
  component: lazyRouteComponent(() => import('../features/personal-space/person-home-page'), 'PersonHomePage'),
});

export const boardsRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'espacio/persona/tablero',
  staticData: { layout: 'persontablero', title: 'boards', screen: BoardsPage },
  validateSearch: validateBoardsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, route }) =>
    withScreen(
      route,
      context.queryClient
        .ensureQueryData(getSearchPublishedPostsQueryOptions(boardsQueryParams(deps), { request: boardsRequest }))
        .then((page) => prefetchPublicationAssets(context.queryClient, page.items, boardsRequest))
        // A refused board query shows the empty state (the viewer handles it).
        .catch(() => undefined),
    ),
  component: function BoardsRoute() {
    const search = boardsRoute.useSearch();
    const navigate = boardsRoute.useNavigate();
    return <BoardsPage search={search} onPageChange={(page) => void navigate({ search: page > 1 ? { page } : {} })} />;
  },
});

export const myTrainingsRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'espacio/capacitacion/persona/$personId',
  staticData: { layout: 'capacitacion', title: 'myTrainings' },
  beforeLoad: async ({ context, params }) => {
    const own = await ownPersonIdInstead(context.queryClient, params.personId);
    if (own)
      throw redirect({ to: '/espacio/capacitacion/persona/$personId', params: { personId: own }, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/training/my-trainings-page'), 'MyTrainingsPage'),
});

export const profileEditRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'persona/perfil/editar/$personId',
  staticData: { layout: 'capacitacion', title: 'profileEdit' },
  beforeLoad: async ({ context, params }) => {
    const own = await ownPersonIdInstead(context.queryClient, params.personId);
    if (own) throw redirect({ to: '/persona/perfil/editar/$personId', params: { personId: own }, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/personal-space/profile-edit-page'), 'ProfileEditPage'),
});
