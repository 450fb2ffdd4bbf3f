// Sets the web user's presence (PATCH webusers/{id}/status, generated mutation hook) and keeps the updated
// user in the session state.
import { useUpdateWebuserStatus } from '@api/endpoints/node-people/node-people';
import type { AuthCheck, PresenceStatus } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../lib/auth/session-query';

export function usePresence(webuserId: string) {
  const queryClient = useQueryClient();
  const mutation = useUpdateWebuserStatus({
    request: { userKind: 'web' },
    mutation: {
      onSuccess: (webuser) =>
        queryClient.setQueryData<AuthCheck>(sessionQueryKey('web'), (check) =>
          check?.user ? { ...check, user: { ...check.user, status: webuser.status } } : check,
        ),
    },
  });
  // The menu speaks in statuses: the one being sent shows as current while the request runs.
  return {
    isPending: mutation.isPending,
    variables: mutation.variables?.data.status,
    mutate: (status: PresenceStatus) => mutation.mutate({ id: webuserId, data: { status } }),
  };
}
