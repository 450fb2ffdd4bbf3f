// Admin sign-up (empty layout). A created account goes to sign-in ("ingresar"), where staff sign in once an
// administrator has activated it.
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { adminSignInPath } from '../../lib/auth/redirects';
import { AuthCard } from './auth-card';
import { accountErrorKey } from './error-message';
import { SignUpForm } from './sign-up-form';
import { useSignUp } from './use-sign-up';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useSignUp('admin');

  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.description')}>
      {signUp.isError && (
        <Alert color="red" variant="light">
          {t(accountErrorKey(signUp.error))}
        </Alert>
      )}
      <SignUpForm
        isSubmitting={signUp.isPending}
        onSubmit={(request) => signUp.mutate(request, { onSuccess: () => void navigate({ href: adminSignInPath }) })}
      />
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in">
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
