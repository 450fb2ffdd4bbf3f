// Sign-in of either user kind: login, save the token, fetch the current user and its person, then publish
// the new session (after the product's 50 ms) so guards and the shell see it.
import { getGetCurrentUserQueryOptions, useLogin } from '@api/endpoints/node-auth/node-auth';
import type { LoginRequest, SessionUser } from '@api/model';
import type { UserKind } from '@http-client';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personQueryOptions } from './person-query';
import { sessionQueryKey } from './session-query';
import { clearStoredSession, storeSession } from './session-storage';
import { delay, loginStateDelayMs } from './timing';

export function useSignIn(kind: UserKind) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');

  const login = useLogin({ request: { userKind: kind } });
  // The sign-in is a sequence (login, then the user, then its person): this mutation orders the generated calls.
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<SessionUser> => {
      // A new sign-in replaces the session of its kind; no stale token travels with the login request.
      clearStoredSession(kind);
      const result = await login.mutateAsync({ data: credentials, userKind: kind });
      storeSession(kind, { accessToken: result.accessToken, sid: result.sid });
      const user = await queryClient.fetchQuery({
        ...getGetCurrentUserQueryOptions(kind, { request: { userKind: kind } }),
        staleTime: 0,
      });
      notifications.show({ color: 'teal', message: t('notices.currentUserFound') });
      if (user.personId) await queryClient.fetchQuery(personQueryOptions(user)).catch(() => undefined);
      await delay(loginStateDelayMs);
      queryClient.setQueryData(sessionQueryKey(kind), { isAuthenticated: true, user });
      return user;
    },
  });
}
