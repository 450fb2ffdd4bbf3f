// Logged-user area (loggeduser/profile/{personId}), which the user menu links to: staff see their profile
// here (with an admin session, as on any back-office route); a web user without a staff session is sent to
// their own profile editor (persona/perfil/editar/{personId}).
import { createRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page';
import { requireSession } from '../lib/auth/route-guards';
import { sessionQueryOptions } from '../lib/auth/session-query';
import { rootRoute } from './root-route';

const requireAdminSession = requireSession('admin');

export const loggedUserProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'loggeduser/profile/$personId',
  staticData: { title: 'loggedUserProfile' },
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
  component: () => <ProfilePage kind="admin" />,
});
