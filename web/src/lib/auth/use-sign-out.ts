// Sign-out as a mutation, for buttons and menus (the sign-out routes call signOut directly).
import type { UserKind } from '@http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { webSignInPath } from './redirects';
import { readStoredSid } from './session-storage';
import { signOut } from './sign-out';

export function useSignOut(kind: UserKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (sid?: string) => signOut(queryClient, kind, sid) });
}

/**
 * Signs a user kind out and leaves for its sign-in: web users sign out here and land on web/ingresar; staff go
 * through the sign-out route, which reads the session id. The user menu and the expiry warning use it.
 */
export function useSignOutAndLeave(kind: UserKind): () => void {
  const navigate = useNavigate();
  const webSignOut = useSignOut('web');
  return () => {
    if (kind === 'web') webSignOut.mutate(undefined, { onSuccess: () => void navigate({ href: webSignInPath }) });
    else void navigate({ to: '/sign-out', search: { sid: readStoredSid('admin') } });
  };
}
