// Registration form shared by the admin (sign-up) and web (registracion) screens: SignUpRequest fields.
import type { SignUpRequest } from '@api/model';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useValidators } from './use-validators';

interface SignUpFormProps {
  isSubmitting: boolean;
  onSubmit: (request: SignUpRequest) => void;
}

export function SignUpForm({ isSubmitting, onSubmit }: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const validators = useValidators();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmation: '' },
    validate: {
      firstName: validators.name,
      lastName: validators.name,
      username: validators.username,
      email: validators.email,
      password: validators.newPassword,
      confirmation: (value, values) => validators.sameAs(values.password)(value),
    },
  });

  const submit = form.onSubmit(({ confirmation: _confirmation, ...values }) =>
    onSubmit({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      language: i18n.resolvedLanguage === 'en' ? 'en' : 'es',
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            withAsterisk
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('fields.username')}
          description={t('fields.usernameHint')}
          autoComplete="username"
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.confirmation')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmation')}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
