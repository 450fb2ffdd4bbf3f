// Sign-out as a mutation, for buttons and menus (the sign-out routes call signOut directly).
import type { UserKind } from '@http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from './sign-out';

export function useSignOut(kind: UserKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (sid?: string) => signOut(queryClient, kind, sid) });
}
