// Web workflow routes (workflow/web): the web user's requests and procedures, in the training space's
// layout; they need a web session like the rest of the personal space.
import { getGetWorkflowQueryOptions } from '@api/endpoints/node-workflows/node-workflows';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { proceduresPageSize, validateProceduresSearch } from '../features/personal-space/procedures-search';
import { sessionQueryOptions } from '../lib/auth/session-query';
import { withScreen } from '../lib/screen-loader';
import { ownRequestsParams, ownRequestsQueryOptions } from '../lib/workflows/workflow-queries';
import { personalRoute } from './person-space-routes';

const training = { layout: 'capacitacion' } as const;
// Loaded with their routes (the loaders fetch the code beside the data), not with the first screen.
const ProceduresPage = lazyRouteComponent(() => import('../features/personal-space/procedures-page'), 'ProceduresPage');
const ProcedureDetailPage = lazyRouteComponent(
  () => import('../features/personal-space/procedure-detail-page'),
  'ProcedureDetailPage',
);

export const proceduresIndexRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'workflow/web/mistramites',
  beforeLoad: () => {
    throw redirect({ to: '/workflow/web/mistramites/inicio', replace: true });
  },
});

/** The signed-in web user's own requests, page `page` (1-based); a failure shows as an empty list. */
async function loadOwnRequests(queryClient: QueryClient, page: number): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions('web'));
  if (!session.user) return;
  const params = ownRequestsParams(page - 1, proceduresPageSize);
  await queryClient.ensureQueryData(ownRequestsQueryOptions(session.user._id, params)).catch(() => undefined);
}

export const proceduresRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'workflow/web/mistramites/inicio',
  staticData: { ...training, title: 'procedures', screen: ProceduresPage },
  validateSearch: validateProceduresSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, route }) => withScreen(route, loadOwnRequests(context.queryClient, deps.page ?? 1)),
  component: function ProceduresRoute() {
    const search = proceduresRoute.useSearch();
    const navigate = proceduresRoute.useNavigate();
    return (
      <ProceduresPage search={search} onPageChange={(page) => void navigate({ search: page > 1 ? { page } : {} })} />
    );
  },
});

export const procedureDetailRoute = createRoute({
  getParentRoute: () => personalRoute,
  path: 'workflow/web/mistramites/$workflowId',
  staticData: { ...training, title: 'procedure', screen: ProcedureDetailPage },
  loader: ({ context, params, route }) =>
    withScreen(
      route,
      context.queryClient
        .ensureQueryData(getGetWorkflowQueryOptions(params.workflowId, { request: { userKind: 'web' } }))
        .catch(() => undefined),
    ),
  component: function ProcedureDetailRoute() {
    const { workflowId } = procedureDetailRoute.useParams();
    return <ProcedureDetailPage workflowId={workflowId} />;
  },
});
