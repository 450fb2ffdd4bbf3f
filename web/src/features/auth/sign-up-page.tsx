// Sign-up of either user kind: staff on the empty layout (sign-up), where an administrator then activates the
// account; web users in the training space (web/registracion). A created account goes to its kind's sign-in.
import type { UserKind } from '@http-client';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { AccountErrorAlert } from './account-error-alert';
import { ACCOUNT_PLACES } from './account-places';
import { SignUpForm } from './sign-up-form';
import { useSignUp } from './use-sign-up';

export function SignUpPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useSignUp(kind);
  const { signInPath, placement, signUpTexts } = ACCOUNT_PLACES[kind];

  return (
    <AuthCard placement={placement} title={t(`${signUpTexts}.title`)} description={t(`${signUpTexts}.description`)}>
      <AccountErrorAlert error={signUp.error} />
      <SignUpForm
        isSubmitting={signUp.isPending}
        onSubmit={(request) => signUp.mutate(request, { onSuccess: () => void navigate({ href: signInPath }) })}
      />
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to={signInPath}>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
