// The phase of a signed-in session (active, expiring, expired) as time passes, and its renewal. The phase is
// looked at again, from the clock, at each boundary and whenever the page comes back into view: a timer can fire
// late after the computer has slept, and the notice must not.
import type { UserKind } from '@http-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { delayToNextPhase, type SessionPhase, sessionPhase } from './session-expiry';
import { sessionQueryOptions } from './session-query';
import { readStoredToken, sessionStorageKeys } from './session-storage';
import { readTokenExpiry } from './token-expiry';
import { signOutEverywhereAndReload } from './unauthorized';

/** The stored token's expiry; undefined without a token, or for one that never expires. */
function storedTokenExpiry(kind: UserKind): number | undefined {
  const token = readStoredToken(kind);
  return token === undefined ? undefined : (readTokenExpiry(token) ?? undefined);
}

export interface SessionExpiry {
  phase: SessionPhase;
  expiresAt: number | undefined;
  /**
   * Asks the server for a renewed token (the authentication check). A session the server has ended meanwhile is
   * treated as a 401 is: signed out, and the page starts again.
   */
  renew: () => void;
  isRenewing: boolean;
  renewalFailed: boolean;
}

export function useSessionExpiry(kind: UserKind): SessionExpiry {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions(kind));
  // Another tab that renews or ends the session changes the stored token: this one then counts from it.
  const [storageChanges, setStorageChanges] = useState(0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === sessionStorageKeys[kind].token) setStorageChanges((count) => count + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [kind]);
  const isSignedIn = session.data?.isAuthenticated === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored token changes with the check and with storage events.
  const expiresAt = useMemo(
    () => (isSignedIn ? storedTokenExpiry(kind) : undefined),
    [isSignedIn, kind, session.data, storageChanges],
  );

  const [phase, setPhase] = useState<SessionPhase>('active');
  useEffect(() => {
    if (expiresAt === undefined) {
      setPhase('active');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      const now = Date.now();
      setPhase(sessionPhase(expiresAt, now));
      const delay = delayToNextPhase(expiresAt, now);
      if (delay !== undefined) timer = setTimeout(look, delay);
    };
    look();
    document.addEventListener('visibilitychange', look);
    window.addEventListener('focus', look);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('focus', look);
    };
  }, [expiresAt]);

  const renewal = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...sessionQueryOptions(kind), staleTime: 0 }),
    onSuccess: (check) => {
      if (!check.isAuthenticated) signOutEverywhereAndReload();
    },
  });
  return {
    phase,
    expiresAt,
    renew: () => renewal.mutate(),
    isRenewing: renewal.isPending,
    renewalFailed: renewal.isError,
  };
}
