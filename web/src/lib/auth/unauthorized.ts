// What any 401 answer does (seed 000, section 8): both the admin and the web user are signed out and the
// page reloads, so every screen starts again from a clean, signed-out state. If someone was signed in, the sign-in
// screen the reload leads to says their session has ended (ended-session.ts).
import { noteEndedSession } from './ended-session';
import { clearStoredSession, readStoredSid } from './session-storage';

let isReloading = false;

export function signOutEverywhereAndReload(reload: () => void = () => window.location.reload()): void {
  if (readStoredSid('admin') !== undefined || readStoredSid('web') !== undefined) noteEndedSession();
  clearStoredSession('admin');
  clearStoredSession('web');
  // Several requests may fail together; one reload is enough.
  if (isReloading) return;
  isReloading = true;
  reload();
}

/** Whether the app is reloading after a 401: a form's unsaved changes do not hold that reload up (seed 000). */
export function isSigningOutEverywhere(): boolean {
  return isReloading;
}

/** For tests: forget that a reload was already asked for. */
export function resetUnauthorizedHandler(): void {
  isReloading = false;
}
