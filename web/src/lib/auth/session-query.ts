// The signed-in user of each kind, as TanStack Query data: the authentication check, asked once per page
// load (only when a usable token is stored) and replaced by the sign-in and sign-out flows.

import { checkAuthentication, getCheckAuthenticationQueryKey } from '@api/endpoints/node-auth/node-auth';
import type { AuthCheck } from '@api/model';
import type { UserKind } from '@http-client';
import { queryOptions } from '@tanstack/react-query';
import { clearStoredSession, readUsableToken, storeSession } from './session-storage';

export const signedOut: AuthCheck = { isAuthenticated: false, user: null };

export function sessionQueryKey(kind: UserKind) {
  return getCheckAuthenticationQueryKey(kind, kind);
}

export function sessionQueryOptions(kind: UserKind) {
  return queryOptions({
    queryKey: sessionQueryKey(kind),
    queryFn: async ({ signal }): Promise<AuthCheck> => {
      const token = readUsableToken(kind);
      if (token === undefined) return signedOut;
      const check = await checkAuthentication(kind, { signal, userKind: kind });
      // The product saves the token after a positive check: the renewed one the answer carries (a full lifetime,
      // see AuthCheck), else the one sent. A token the server refuses is dropped.
      if (check.isAuthenticated) storeSession(kind, { accessToken: check.accessToken ?? token });
      else clearStoredSession(kind);
      return check;
    },
    // Sessions change only through sign-in, sign-out, a renewal (useSessionExpiry) and a 401 (which reloads the page).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
