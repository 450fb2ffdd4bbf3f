// Contact data of the help desk: e-mail and phone of the web user's person, saved with PUT personas/{id}.
import { getGetWebuserPersonQueryKey } from '@api/endpoints/node-people/node-people';
import { updatePersona } from '@api/endpoints/node-personas/node-personas';
import type { Persona } from '@api/model';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/auth/use-session-user';
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
  const save = useMutation({
    mutationFn: (changes: { email: string; phone: string }) => updatePersona(personId, changes, { userKind: 'web' }),
    onSuccess: (updated) => {
      if (user) queryClient.setQueryData(getGetWebuserPersonQueryKey(user._id), updated);
      notifications.show({ color: 'teal', message: t('helpDesk.saved') });
    },
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
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <Button type="submit" fullWidth loading={save.isPending}>
          {t('helpDesk.submit')}
        </Button>
      </Stack>
    </form>
  );
}
