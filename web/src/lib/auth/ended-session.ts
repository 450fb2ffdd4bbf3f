// A session the app ended for the person (its expiry, or a 401: the server ended it) is said on the sign-in screen
// the reload leads to: they come back to "Ingresar" with no word of why. The note lives in sessionStorage, so it
// crosses the reload and no other tab sees it; the first sign-in screen that shows it takes it away.
import { useEffect, useState } from 'react';

const noteKey = 'sessionEnded';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked: the sign-in screen then says nothing more than before.
    return undefined;
  }
}

export function noteEndedSession(storage = tabStorage()): void {
  storage?.setItem(noteKey, '1');
}

/** Whether a session was ended before this page loaded; the note is removed once a screen has shown it. */
export function useEndedSessionNote(storage = tabStorage()): boolean {
  const [wasEnded] = useState(() => storage !== undefined && storage.getItem(noteKey) !== null);
  useEffect(() => storage?.removeItem(noteKey), [storage]);
  return wasEnded;
}
