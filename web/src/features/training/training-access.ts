// Who reads the training space. A signed-in web user reads with their own session; a visitor reads as the
// default guest web user `invitado` (capacitacion:view), whose token POST /api/auth/web/guest hands out. The
// guest token lives only in the query cache, never in the stored sessions: a visitor stays signed out.
import { getLoginAsGuestQueryKey, loginAsGuest } from '@api/endpoints/node-auth/node-auth';
import type { RequestOptions } from '@http-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../lib/auth/session-query';
import { readTokenExpiry } from '../../lib/auth/token-expiry';

/** Ask for a new guest token this long before the current one expires. */
const renewalMarginMs = 60_000;

export function guestSessionQueryOptions() {
  return queryOptions({
    queryKey: getLoginAsGuestQueryKey(),
    queryFn: ({ signal }) => loginAsGuest({ signal, userKind: 'web' }),
    staleTime: (query) => {
      const expiry = query.state.data ? readTokenExpiry(query.state.data.accessToken) : undefined;
      if (expiry === null) return Number.POSITIVE_INFINITY;
      return expiry === undefined ? 0 : Math.max(0, expiry - Date.now() - renewalMarginMs);
    },
    retry: 1,
  });
}

/**
 * Request options of a training read. With a web session the seam adds the user's token; without one the
 * guest token goes as the Authorization header (the seam only sets that header when a session token exists).
 */
export function trainingRequest(isSignedIn: boolean, guestToken: string | undefined): RequestOptions {
  if (isSignedIn || guestToken === undefined) return { userKind: 'web' };
  return { userKind: 'web', headers: { Authorization: `Bearer ${guestToken}` } };
}

/** For route loaders: the request options, after the session check and (for visitors) the guest sign-in. */
export async function resolveTrainingRequest(queryClient: QueryClient): Promise<RequestOptions> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions('web')).catch(() => undefined);
  if (session?.isAuthenticated) return trainingRequest(true, undefined);
  const guest = await queryClient.fetchQuery(guestSessionQueryOptions());
  return trainingRequest(false, guest.accessToken);
}

/** For components: the request options, or undefined while a visitor's guest token is on its way. */
export function useTrainingRequest(): RequestOptions | undefined {
  const session = useQuery(sessionQueryOptions('web'));
  const isSignedIn = session.data?.isAuthenticated === true;
  // A failed authentication check counts as signed out, as the route guards count it.
  const isSessionKnown = session.isSuccess || session.isError;
  const guest = useQuery({ ...guestSessionQueryOptions(), enabled: isSessionKnown && !isSignedIn });
  if (!isSessionKnown) return undefined;
  if (isSignedIn) return trainingRequest(true, undefined);
  return guest.data ? trainingRequest(false, guest.data.accessToken) : undefined;
}
