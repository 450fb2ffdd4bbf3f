// Asks for a password reset e-mail (either user kind). The answer never says whether the account exists.
import { useForgotPassword } from '@api/endpoints/node-auth/node-auth';
import type { UserKind } from '@http-client';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountErrorAlert } from './account-error-alert';
import { AuthField } from './auth-field';
import { useValidators } from './use-validators';

export function ForgotPasswordForm({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('auth');
  const validators = useValidators();
  const request = useForgotPassword({ request: { userKind: kind } });
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: validators.email } });

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck />} title={t('forgotPassword.sentTitle')}>
        {t('forgotPassword.sent')}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => request.mutate({ data: { email: email.trim() }, userKind: kind }))}
    >
      <Stack gap="md">
        <AccountErrorAlert error={request.error} />
        <AuthField form={form} name="email" />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
