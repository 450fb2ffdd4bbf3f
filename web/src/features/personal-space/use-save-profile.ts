// Saves the profile: the person (PUT personas/{id}), then the web user's contact data and preferences
// (PATCH webusers/{id}/profile), each on condition of the version the form was opened at: staff may have changed
// either record meanwhile, and a whole-person PUT would silently undo that (412 then, which the form resolves).
// The session keeps the updated user, so the header shows the new picture and e-mail at once, and the interface
// follows the chosen language.
import { getGetWebuserPersonQueryOptions, updateWebuserProfile } from '@api/endpoints/node-people/node-people';
import { updatePersona } from '@api/endpoints/node-personas/node-personas';
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import type { AuthCheck, Persona, Webuser } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey } from '../../lib/auth/session-query';
import { ifMatch } from '../../lib/if-match';
import type { ProfileChanges } from './profile-values';

const web = { userKind: 'web' } as const;

/** The versions of the two records the profile writes. */
export interface ProfileVersions {
  person: string | undefined;
  webuser: string | undefined;
}

export interface ProfileRecords {
  person: Persona;
  webuser: Webuser;
}

export function useSaveProfile(webuserId: string, personId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const personQuery = getGetWebuserPersonQueryOptions(webuserId, { request: web });
  const webuserQuery = getGetWebuserQueryOptions(webuserId, { request: web });
  const keep = ({ person, webuser }: Partial<ProfileRecords>) => {
    if (person) queryClient.setQueryData(personQuery.queryKey, person);
    if (webuser) queryClient.setQueryData(webuserQuery.queryKey, webuser);
  };

  // Two generated writes in order (the person first); this mutation only sequences them for the form.
  const save = useMutation({
    mutationFn: async ({ changes, versions }: { changes: ProfileChanges; versions: ProfileVersions }) => {
      const person = await updatePersona(personId, changes.person, { ...web, ...ifMatch(versions.person) });
      // The person is stored even if the web user's write is refused: the screens show it as it is now.
      keep({ person });
      const webuser = await updateWebuserProfile(webuserId, changes.webuser, {
        ...web,
        ...ifMatch(versions.webuser),
      });
      return { person, webuser };
    },
    onSuccess: ({ person, webuser }) => {
      keep({ person, webuser });
      queryClient.setQueryData<AuthCheck>(sessionQueryKey('web'), (check) =>
        check?.user
          ? {
              ...check,
              user: { ...check.user, email: webuser.email, avatar: webuser.avatar, language: webuser.language },
            }
          : check,
      );
      if (i18n.resolvedLanguage !== webuser.language) void i18n.changeLanguage(webuser.language);
    },
  });

  /** Both records as stored now (and in the caches): read when a save was made on a version since replaced. */
  const readCurrent = async (): Promise<ProfileRecords> => {
    const [person, webuser] = await Promise.all([
      queryClient.fetchQuery({ ...personQuery, staleTime: 0 }),
      queryClient.fetchQuery({ ...webuserQuery, staleTime: 0 }),
    ]);
    return { person, webuser };
  };

  return { save, readCurrent };
}
