// Web-user sign-in inside the training space. Success goes to `redirectURL` (when it points into this site)
// or the personal home; failure shows the product's warn-level 'Error in the Authentication' alert.
import { Alert, Anchor, Group } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useEndedSessionNote } from '../../lib/auth/ended-session';
import { webLoginTarget } from '../../lib/auth/redirects';
import { useSignIn } from '../../lib/auth/use-sign-in';
import { SignInForm } from './sign-in-form';

export function WebSignInPage({ redirectURL }: { redirectURL: string | undefined }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn('web');
  const wasSessionEnded = useEndedSessionNote();

  return (
    <AuthCard placement="inline" title={t('webSignIn.title')} description={t('webSignIn.description')}>
      {wasSessionEnded && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 />} title={t('sessionEnded.title')}>
          {t('sessionEnded.text')}
        </Alert>
      )}
      {signIn.isError && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={t('webSignIn.failedTitle')}>
          {t('webSignIn.failed')}
        </Alert>
      )}
      <SignInForm
        isSubmitting={signIn.isPending}
        onSubmit={(credentials) =>
          signIn.mutate(credentials, {
            onSuccess: () => void navigate({ href: webLoginTarget(redirectURL, window.location.origin) }),
          })
        }
      />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/web/recuperarclave" size="sm">
          {t('signIn.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/web/registracion" size="sm">
          {t('webSignIn.signUp')}
        </Anchor>
        <Anchor component={Link} to="/web/mesadeayuda" size="sm">
          {t('webSignIn.helpDesk')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
