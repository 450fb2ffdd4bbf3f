// The person behind a signed-in user: a web user's through GET webusers/{id}/person, a staff user's through
// GET personas/{personId}. Signing in counts as done once it is fetched; the user menu needs it.
import { getGetWebuserPersonQueryOptions } from '@api/endpoints/node-people/node-people';
import { getGetPersonaQueryOptions } from '@api/endpoints/node-personas/node-personas';
import type { SessionUser } from '@api/model';

export function personQueryOptions(user: SessionUser) {
  if (user.kind === 'web') return getGetWebuserPersonQueryOptions(user._id, { request: { userKind: 'web' } });
  return getGetPersonaQueryOptions(user.personId ?? '', { request: { userKind: 'admin' } });
}
