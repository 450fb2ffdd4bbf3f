// User name (or e-mail) and password form shared by the admin and web sign-in screens.
import type { LoginRequest } from '@api/model';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
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
        <TextInput
          label={t('fields.login')}
          autoComplete="username"
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
