// `beforeLoad` functions of the guarded routes: they wait for the authentication check of the kind (asked
// once, then cached) and redirect as the guard decisions say.
import type { UserKind } from '@http-client';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type GuardDecision, redirectSignedInDecision, requireSessionDecision } from './guards';
import { sessionQueryOptions } from './session-query';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string; search: unknown };
}

function follow(decision: GuardDecision): void {
  if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true });
}

async function isSignedIn(kind: UserKind, queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(sessionQueryOptions(kind))).isAuthenticated;
  } catch {
    // An authentication check that fails counts as a failed check: the user is sent to sign in.
    return false;
  }
}

/** Back-office routes need an admin session; personal routes a web session. */
export function requireSession(kind: UserKind) {
  return async ({ context, location }: GuardArgs): Promise<void> => {
    follow(requireSessionDecision(kind, await isSignedIn(kind, context.queryClient), location.href));
  };
}

/** Sign-in and sign-up screens send a user who is already signed in to where a sign-in would. */
export function redirectIfSignedIn(kind: UserKind) {
  return async ({ context, location }: GuardArgs): Promise<void> => {
    const redirectURL = (location.search as { redirectURL?: unknown }).redirectURL;
    const signedIn = await isSignedIn(kind, context.queryClient);
    follow(redirectSignedInDecision(kind, signedIn, redirectURL, window.location.origin));
  };
}
