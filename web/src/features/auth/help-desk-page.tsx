// Help desk (training space, web/mesadeayuda): a signed-in web user keeps their contact data up to date.
// The web user record itself only accepts staff updates (PUT webusers/{id} is admin-only in the contract),
// so the form patches the user's person, which web users may update.
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import { AuthCard } from './auth-card';
import { ContactForm } from './contact-form';

const helpDeskPath = '/web/mesadeayuda';

export function HelpDeskPage() {
  const { t } = useTranslation('auth');
  const user = useSessionUser('web');
  const person = useSessionPerson(user);

  return (
    <AuthCard placement="inline" title={t('helpDesk.title')} description={t('helpDesk.description')}>
      {!user?.personId ? (
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
      ) : (
        ((person && <ContactForm personId={user.personId} person={person} />) ?? (
          <Center>
            <Loader size="sm" />
          </Center>
        ))
      )}
    </AuthCard>
  );
}
