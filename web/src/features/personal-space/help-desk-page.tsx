// Help desk (training space, web/mesadeayuda): a signed-in web user keeps her contact data up to date; a visitor
// is asked to sign in first, and comes back here once she has.
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import { Alert, Button, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import { ContactForm } from './contact-form';

const helpDeskPath = '/web/mesadeayuda';

export function HelpDeskPage() {
  const { t } = useTranslation(['auth', 'space']);
  const user = useSessionUser('web');
  const person = useSessionPerson(user);
  const webuser = useQuery({
    ...getGetWebuserQueryOptions(user?._id ?? '', { request: { userKind: 'web' } }),
    enabled: !!user?.personId,
  });

  const signedIn = () => {
    if (webuser.isError)
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('space:common.loadError.title')}>
          {t('space:common.loadError.message')}
        </Alert>
      );
    if (!user?.personId || !person || !webuser.data) return <Skeleton h={200} radius="md" />;
    return <ContactForm records={{ person, webuser: webuser.data }} webuserId={user._id} personId={user.personId} />;
  };

  return (
    <AuthCard placement="inline" title={t('helpDesk.title')} description={t('helpDesk.description')}>
      {user?.personId ? (
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
