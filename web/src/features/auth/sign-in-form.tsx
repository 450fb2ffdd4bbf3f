// User name (or e-mail) and password form shared by the admin and web sign-in screens.
import type { LoginRequest } from '@api/model';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';
import { useValidators } from './use-validators';

interface SignInFormProps {
  isSubmitting: boolean;
  onSubmit: (credentials: LoginRequest) => void;
}

export function SignInForm({ isSubmitting, onSubmit }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const validators = useValidators();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: { username: validators.required, password: validators.required },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ ...values, username: values.username.trim() }))}>
      <Stack gap="md">
        <AuthField form={form} name="username" kind="login" />
        <AuthField form={form} name="password" />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
