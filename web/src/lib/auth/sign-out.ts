// Sign-out of one user kind: tell the server (with the session id), forget the token, publish the change.
// Plain function, so the sign-out routes can run it before they redirect.
import { logout } from '@api/endpoints/node-auth/node-auth';
import type { UserKind } from '@http-client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey, signedOut } from './session-query';
import { clearStoredSession, readStoredSid, readUsableToken } from './session-storage';
import { delay, loginStateDelayMs } from './timing';

/** `sid` comes from the sign-out route's query parameter; without it the stored one is used. */
export async function signOut(queryClient: QueryClient, kind: UserKind, sid?: string): Promise<void> {
  const sessionId = sid ?? readStoredSid(kind);
  if (sessionId !== undefined && readUsableToken(kind) !== undefined) {
    // Signing out locally must work even when the server no longer knows the session.
    await logout({ sid: sessionId }, kind, { userKind: kind }).catch(() => undefined);
  }
  clearStoredSession(kind);
  // What the screens said to the user who leaves (their sign-in's "user found", a save) leaves with them: signing
  // in again soon after showed the old notice beside the new one. The notices' code is not in the first download.
  void import('@mantine/notifications').then(({ notifications }) => notifications.clean()).catch(() => undefined);
  await delay(loginStateDelayMs);
  queryClient.setQueryData(sessionQueryKey(kind), signedOut);
}
