// "Forgot password" of either user kind: staff on the empty layout (forgot-password), web users in the
// training space (web/recuperarclave).
import type { UserKind } from '@http-client';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { ACCOUNT_PLACES } from './account-places';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('auth');
  const { signInPath, placement } = ACCOUNT_PLACES[kind];
  return (
    <AuthCard placement={placement} title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <ForgotPasswordForm kind={kind} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={signInPath}>
          {t('common.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
