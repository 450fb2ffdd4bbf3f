// Admin "forgot password" (empty layout).
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <ForgotPasswordForm kind="admin" />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-in">
          {t('common.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
