// Sign-out from a button or a menu (the user menu, the expiry warning): through the user kind's sign-out route,
// which tells the server (with the session id), forgets the token and leaves for its sign-in. Going to the route
// first lets a form with unsaved changes ask before anything happens (components/leave-guard).
import type { UserKind } from '@http-client';
import { useNavigate } from '@tanstack/react-router';
import { readStoredSid } from './session-storage';

export function useSignOutAndLeave(kind: UserKind): () => void {
  const navigate = useNavigate();
  return () => {
    const sid = readStoredSid(kind);
    if (kind === 'web') void navigate({ to: '/web/salir', search: { sid } });
    else void navigate({ to: '/sign-out', search: { sid } });
  };
}
