// Reset password (empty layout): a new password, typed twice.
import { useAuthResetPassword } from '@api/endpoints/auth/auth';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { AccountErrorAlert } from './account-error-alert';
import { AuthField } from './auth-field';
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
            <AccountErrorAlert error={reset.error} />
            <AuthField form={form} name="password" kind="newPassword" />
            <AuthField form={form} name="confirmation" />
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
