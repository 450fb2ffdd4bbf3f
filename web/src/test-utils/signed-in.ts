// A query client as after signing in: the session check already answered with the user, so the screen under test
// reads it at once. Unset fields are a staff account with no person, no modules, in Spanish.
import type { AuthCheck, SessionUser } from '@api/model';
import { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../lib/auth/session-query';

export function signedInClient(user: Partial<SessionUser> = {}): QueryClient {
  const signedIn: SessionUser = {
    _id: 'c'.repeat(24),
    kind: 'admin',
    username: 'admin',
    email: 'admin@supervision.example',
    personId: null,
    moduleroles: [],
    language: 'es',
    ...user,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<AuthCheck>(sessionQueryKey(signedIn.kind), { isAuthenticated: true, user: signedIn });
  return queryClient;
}
