// The user records behind each user kind, and whether one may still hold a session.
import type { UserKind } from '../contract/handler.ts';
import type { StoredRecord } from '../store/collection.ts';
import type { MockState } from '../store/state.ts';

export const USER_COLLECTIONS: Record<UserKind, string> = { admin: 'usuarios', web: 'webusers' };

/** The default guest of the training space (seed 000: "Default guest user is named invitado"). */
export const GUEST_USERNAME = 'invitado';

export function userRecord(state: MockState, kind: UserKind, sub: string): Readonly<StoredRecord> | undefined {
  return state.node[USER_COLLECTIONS[kind]]?.peek(sub);
}

/**
 * Staff accounts sign in and keep their sessions only while `active` (pending, inactive and locked do
 * not); a web user's status is presence (online, away...), never a lock.
 */
export function mayHoldSession(kind: UserKind, user: Readonly<StoredRecord> | undefined): boolean {
  return user !== undefined && (kind === 'web' || user.status === 'active');
}
