// Where each user kind's session lives in localStorage. The admin token keeps the product's key
// `accessToken`; the web user's token sits beside it under `webAccessToken`, so the two sessions never
// overwrite each other. The session ids that sign-out needs sit under `sid` and `webSid`.
import type { UserKind } from '@http-client';
import { isTokenUnexpired } from './token-expiry';

export const sessionStorageKeys = {
  admin: { token: 'accessToken', sid: 'sid' },
  web: { token: 'webAccessToken', sid: 'webSid' },
} as const satisfies Record<UserKind, { token: string; sid: string }>;

export interface StoredSession {
  accessToken: string;
  sid: string;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, sandboxed frame): every session then lasts only for the page.
    return undefined;
  }
}

export function clearStoredSession(kind: UserKind, storage = browserStorage()): void {
  storage?.removeItem(sessionStorageKeys[kind].token);
  storage?.removeItem(sessionStorageKeys[kind].sid);
}

/**
 * The token to send for a user kind: only an unexpired one. A stored literal `undefined` (left by older code
 * that saved a missing token) and an expired token are removed, together with their session id.
 */
export function readUsableToken(kind: UserKind, nowMs = Date.now(), storage = browserStorage()): string | undefined {
  const token = storage?.getItem(sessionStorageKeys[kind].token) ?? null;
  if (token === null) return undefined;
  if (token === 'undefined' || !isTokenUnexpired(token, nowMs)) {
    clearStoredSession(kind, storage);
    return undefined;
  }
  return token;
}

/** The stored token of a user kind as it is, expired or not (what the session-expiry notice counts from). */
export function readStoredToken(kind: UserKind, storage = browserStorage()): string | undefined {
  return storage?.getItem(sessionStorageKeys[kind].token) ?? undefined;
}

export function readStoredSid(kind: UserKind, storage = browserStorage()): string | undefined {
  const sid = storage?.getItem(sessionStorageKeys[kind].sid) ?? null;
  return sid === null || sid === 'undefined' ? undefined : sid;
}

/** Saves the token after a login (with its session id) or after a positive authentication check (token only). */
export function storeSession(
  kind: UserKind,
  session: StoredSession | { accessToken: string },
  storage = browserStorage(),
) {
  storage?.setItem(sessionStorageKeys[kind].token, session.accessToken);
  if ('sid' in session) storage?.setItem(sessionStorageKeys[kind].sid, session.sid);
}
