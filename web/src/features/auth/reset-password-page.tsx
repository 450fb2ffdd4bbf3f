// Reset password (empty layout): a new password, typed twice.
import { useAuthResetPassword } from '@api/endpoints/auth/auth';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { accountErrorKey } from './error-message';
import { useValidators } from './use-validators';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const validators = useValidators();
  const reset = useAuthResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: validators.newPassword,
      confirmation: (value, values) => validators.sameAs(values.password)(value),
    },
  });

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" title={t('resetPassword.doneTitle')}>
          {t('resetPassword.done')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ password }) => reset.mutate({ data: { password } }))}>
          <Stack gap="md">
            {reset.isError && (
              <Alert color="red" variant="light">
                {t(accountErrorKey(reset.error))}
              </Alert>
            )}
            <PasswordInput
              label={t('fields.newPassword')}
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
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-in">
          {t('common.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
