// Help desk (training space, web/mesadeayuda): a signed-in web user keeps her contact data up to date; a visitor
// is asked to sign in first, and comes back here once she has.
import { Alert, Button, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { ContactForm } from './contact-form';
import { useProfileRecords } from './use-profile-records';

const helpDeskPath = '/web/mesadeayuda';

export function HelpDeskPage() {
  const { t } = useTranslation(['auth', 'space']);
  const { isSignedIn, ids, records, isError } = useProfileRecords();

  const signedIn = () => {
    if (isError)
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('space:common.loadError.title')}>
          {t('space:common.loadError.message')}
        </Alert>
      );
    if (!ids || !records) return <Skeleton h={200} radius="md" />;
    return <ContactForm records={records} {...ids} />;
  };

  return (
    <AuthCard placement="inline" title={t('helpDesk.title')} description={t('helpDesk.description')}>
      {isSignedIn ? (
        signedIn()
      ) : (
        <>
          <Alert color="blue" variant="light">
            {t('helpDesk.signInFirst')}
          </Alert>
          <Button
            leftSection={<IconLogin size={18} />}
            renderRoot={(props) => <Link to="/web/ingresar" search={{ redirectURL: helpDeskPath }} {...props} />}
          >
            {t('webSignIn.submit')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
