// Contact data of the help desk: e-mail and phone of the web user (seed 000: "a screen for patching the web
// user"), saved with PATCH webusers/{id}/profile, and kept the same on the user's person (PUT personas/{id}).
import { getGetWebuserPersonQueryOptions, useUpdateWebuserProfile } from '@api/endpoints/node-people/node-people';
import { useUpdatePersona } from '@api/endpoints/node-personas/node-personas';
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import type { AuthCheck, Persona } from '@api/model';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey } from '../../lib/auth/session-query';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { AuthField } from './auth-field';
import { accountErrorKey } from './error-message';
import { useValidators } from './use-validators';

interface ContactFormProps {
  personId: string;
  person: Persona;
}

export function ContactForm({ personId, person }: ContactFormProps) {
  const { t } = useTranslation('auth');
  const validators = useValidators();
  const queryClient = useQueryClient();
  const user = useSessionUser('web');
  const updateProfile = useUpdateWebuserProfile({ request: { userKind: 'web' } });
  const updatePerson = useUpdatePersona({ request: { userKind: 'web' } });
  // Two generated writes in order (the web user's contact, then the person); this mutation sequences them.
  const save = useMutation({
    mutationFn: async (changes: { email: string; phone: string }) => {
      // The web user's phone follows the contract's pattern: an emptied phone is cleared on the person only.
      const contact = { email: changes.email, ...(changes.phone ? { phone: changes.phone } : {}) };
      const webuser = user ? await updateProfile.mutateAsync({ id: user._id, data: contact }) : undefined;
      const updated = await updatePerson.mutateAsync({ id: personId, data: changes });
      return { webuser, updated };
    },
    onSuccess: ({ webuser, updated }) => {
      if (user)
        queryClient.setQueryData(
          getGetWebuserPersonQueryOptions(user._id, { request: { userKind: 'web' } }).queryKey,
          updated,
        );
      if (webuser) {
        queryClient.setQueryData(
          getGetWebuserQueryOptions(webuser._id, { request: { userKind: 'web' } }).queryKey,
          webuser,
        );
        queryClient.setQueryData<AuthCheck>(sessionQueryKey('web'), (check) =>
          check?.user ? { ...check, user: { ...check.user, email: webuser.email } } : check,
        );
      }
      notifications.show({ color: 'teal', message: t('helpDesk.saved') });
    },
    onError: (error) => notifications.show({ color: 'red', message: t(accountErrorKey(error)) }),
  });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: person.email ?? '', phone: person.phone ?? '' },
    validate: { email: validators.email, phone: validators.phone },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ email: values.email.trim(), phone: values.phone.trim() }))}
    >
      <Stack gap="md">
        <AuthField form={form} name="email" />
        <AuthField form={form} name="phone" />
        <Button type="submit" fullWidth loading={save.isPending}>
          {t('helpDesk.submit')}
        </Button>
      </Stack>
    </form>
  );
}
