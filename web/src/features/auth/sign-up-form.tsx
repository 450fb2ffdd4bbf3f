// Registration form shared by the admin (sign-up) and web (registracion) screens: SignUpRequest fields.
import type { SignUpRequest } from '@api/model';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';
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
          <AuthField form={form} name="firstName" />
          <AuthField form={form} name="lastName" />
        </Group>
        <AuthField form={form} name="username" />
        <AuthField form={form} name="email" />
        <AuthField form={form} name="password" kind="chosenPassword" />
        <AuthField form={form} name="confirmation" />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
