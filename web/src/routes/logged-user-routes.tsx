// Logged-user area (loggeduser/profile/{personId}), which the user menu links to: staff see their profile
// here (with an admin session, as on any back-office route); a web user without a staff session is sent to
// their own profile editor (persona/perfil/editar/{personId}).
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { requireSession } from '../lib/auth/route-guards';
import { sessionQueryOptions } from '../lib/auth/session-query';
import { withScreen } from '../lib/screen-loader';
import { rootRoute } from './root-route';

const requireAdminSession = requireSession('admin');
// Loaded with the route (its loader fetches the code), not with the first screen.
const ProfilePage = lazyRouteComponent(() => import('../features/profile/profile-page'), 'ProfilePage');

export const loggedUserProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'loggeduser/profile/$personId',
  staticData: { title: 'loggedUserProfile', screen: ProfilePage, session: 'admin' },
  beforeLoad: async (args) => {
    const { queryClient } = args.context;
    const [admin, web] = await Promise.all(
      (['admin', 'web'] as const).map((kind) =>
        queryClient.ensureQueryData(sessionQueryOptions(kind)).catch(() => undefined),
      ),
    );
    const webPersonId = web?.user?.personId;
    if (!admin?.isAuthenticated && web?.isAuthenticated && webPersonId) {
      throw redirect({ to: '/persona/perfil/editar/$personId', params: { personId: webPersonId }, replace: true });
    }
    await requireAdminSession(args);
  },
  loader: ({ route }) => withScreen(route),
  component: () => <ProfilePage kind="admin" />,
});
