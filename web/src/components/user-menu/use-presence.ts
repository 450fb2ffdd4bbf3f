// Sets the web user's presence (PATCH webusers/{id}/status) and keeps the updated user in the session state.
import { updateWebuserStatus } from '@api/endpoints/node-people/node-people';
import type { AuthCheck, PresenceStatus } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../lib/auth/session-query';

export function usePresence(webuserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PresenceStatus) => updateWebuserStatus(webuserId, { status }, { userKind: 'web' }),
    onSuccess: (webuser) =>
      queryClient.setQueryData<AuthCheck>(sessionQueryKey('web'), (check) =>
        check?.user ? { ...check, user: { ...check.user, status: webuser.status } } : check,
      ),
  });
}
