// Web-user "forgot password" (training space, web/recuperarclave).
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

export function WebForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard placement="inline" title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <ForgotPasswordForm kind="web" />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/web/ingresar">
          {t('common.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
