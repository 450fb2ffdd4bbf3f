// "Confirmation required" (empty layout): the account waits for the e-mail address to be confirmed.
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';

export function ConfirmationRequiredPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('confirmationRequired.title')} description={t('confirmationRequired.description')}>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-in">
          {t('common.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
