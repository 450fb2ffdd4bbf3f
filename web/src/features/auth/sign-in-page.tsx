// Admin sign-in (empty layout). Success goes to /welcome/home; failure to /sing-in, the product's spelling,
// where the same screen explains that the sign-in failed.
import { Alert, Anchor, Group } from '@mantine/core';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useEndedSessionNote } from '../../lib/auth/ended-session';
import { adminHomePath, adminLoginFailurePath } from '../../lib/auth/redirects';
import { useSignIn } from '../../lib/auth/use-sign-in';
import { SignInForm } from './sign-in-form';

interface SignInPageProps {
  /** Shown at /sing-in, where failed sign-ins land. */
  hasFailed: boolean;
}

export function SignInPage({ hasFailed }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn('admin');
  const wasSessionEnded = useEndedSessionNote();

  return (
    <AuthCard title={t('signIn.title')} description={t('signIn.description')}>
      {wasSessionEnded && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 />} title={t('sessionEnded.title')}>
          {t('sessionEnded.text')}
        </Alert>
      )}
      {(hasFailed || signIn.isError) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('signIn.failedTitle')}>
          {t('signIn.failed')}
        </Alert>
      )}
      <SignInForm
        isSubmitting={signIn.isPending}
        onSubmit={(credentials) =>
          signIn.mutate(credentials, {
            onSuccess: () => void navigate({ href: adminHomePath }),
            onError: () => void navigate({ href: adminLoginFailurePath }),
          })
        }
      />
      <Group justify="space-between">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('signIn.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/sign-up" size="sm">
          {t('signIn.signUp')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
