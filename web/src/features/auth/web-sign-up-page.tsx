// Web-user registration (training space). A created account goes to web sign-in ("ingresar").
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { webSignInPath } from '../../lib/auth/redirects';
import { AuthCard } from './auth-card';
import { accountErrorKey } from './error-message';
import { SignUpForm } from './sign-up-form';
import { useSignUp } from './use-sign-up';

export function WebSignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useSignUp('web');

  return (
    <AuthCard placement="inline" title={t('webSignUp.title')} description={t('webSignUp.description')}>
      {signUp.isError && (
        <Alert color="red" variant="light">
          {t(accountErrorKey(signUp.error))}
        </Alert>
      )}
      <SignUpForm
        isSubmitting={signUp.isPending}
        onSubmit={(request) => signUp.mutate(request, { onSuccess: () => void navigate({ href: webSignInPath }) })}
      />
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/web/ingresar">
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
