// Saves the profile: the person (PUT personas/{id}), then the web user's contact data and preferences
// (PATCH webusers/{id}/profile). The session keeps the updated user, so the header shows the new picture
// and e-mail at once, and the interface follows the chosen language.
import { getGetWebuserPersonQueryOptions, useUpdateWebuserProfile } from '@api/endpoints/node-people/node-people';
import { useUpdatePersona } from '@api/endpoints/node-personas/node-personas';
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import type { AuthCheck } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey } from '../../lib/auth/session-query';
import type { ProfileChanges } from './profile-values';

const web = { userKind: 'web' } as const;

export function useSaveProfile(webuserId: string, personId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const updatePerson = useUpdatePersona({ request: web });
  const updateProfile = useUpdateWebuserProfile({ request: web });
  // Two generated writes in order (the person first); this mutation only sequences them for the form.
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const person = await updatePerson.mutateAsync({ id: personId, data: changes.person });
      const webuser = await updateProfile.mutateAsync({ id: webuserId, data: changes.webuser });
      return { person, webuser };
    },
    onSuccess: ({ person, webuser }) => {
      queryClient.setQueryData(
        getGetWebuserPersonQueryOptions(webuserId, { request: { userKind: 'web' } }).queryKey,
        person,
      );
      queryClient.setQueryData(
        getGetWebuserQueryOptions(webuserId, { request: { userKind: 'web' } }).queryKey,
        webuser,
      );
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
}
