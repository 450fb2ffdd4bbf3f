// The signed-in web user's two records, as the forms on them (the profile, the help desk) open on them: her person
// and her web user, with the ids their saves write to.
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import { useQuery } from '@tanstack/react-query';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import type { ProfileRecords } from './use-save-profile';

export function useProfileRecords() {
  const user = useSessionUser('web');
  const person = useSessionPerson(user);
  const webuser = useQuery({
    ...getGetWebuserQueryOptions(user?._id ?? '', { request: { userKind: 'web' } }),
    enabled: !!user?.personId,
  });
  const records: ProfileRecords | undefined = person && webuser.data ? { person, webuser: webuser.data } : undefined;
  return {
    /** Whether someone is signed in with a person of her own: a visitor is asked to sign in first. */
    isSignedIn: !!user?.personId,
    ids: user?.personId ? { webuserId: user._id, personId: user.personId } : undefined,
    records,
    isError: webuser.isError,
  };
}
