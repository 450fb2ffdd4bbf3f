// Asks for a password reset e-mail (either user kind). The answer never says whether the account exists.
import { useForgotPassword } from '@api/endpoints/node-auth/node-auth';
import type { UserKind } from '@http-client';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountErrorKey } from './error-message';
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
        {request.isError && (
          <Alert color="red" variant="light">
            {t(accountErrorKey(request.error))}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
