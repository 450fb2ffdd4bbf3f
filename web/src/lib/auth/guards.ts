// Route guard decisions, apart from the router: back-office routes need an admin session, personal routes a
// web session; sign-in screens send users who are already signed in onwards.
import type { UserKind } from '@http-client';
import { adminHomePath, adminSignInPath, webLoginTarget, webSignInPath } from './redirects';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; href: string };

const allow: GuardDecision = { kind: 'allow' };

/** `currentHref` (path, search and hash) is where a web user returns after signing in. */
export function requireSessionDecision(kind: UserKind, isAuthenticated: boolean, currentHref: string): GuardDecision {
  if (isAuthenticated) return allow;
  if (kind === 'admin') return { kind: 'redirect', href: adminSignInPath };
  const search = new URLSearchParams({ redirectURL: currentHref });
  return { kind: 'redirect', href: `${webSignInPath}?${search}` };
}

export function redirectSignedInDecision(
  kind: UserKind,
  isAuthenticated: boolean,
  redirectURL: unknown,
  origin: string,
): GuardDecision {
  if (!isAuthenticated) return allow;
  return { kind: 'redirect', href: kind === 'admin' ? adminHomePath : webLoginTarget(redirectURL, origin) };
}
