// Screen for addresses that match no route; its button leads each kind of user to its own home.
import { Button } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { homeFor } from './home-for';

export function NotFoundPage() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signedIn = { admin: useSessionUser('admin') !== null, web: useSessionUser('web') !== null };
  return (
    <PlaceholderPage title={t('notFound.title')} description={t('notFound.description')}>
      <div>
        <Button renderRoot={(props) => <Link to={homeFor(pathname, signedIn)} {...props} />}>
          {t('notFound.back')}
        </Button>
      </div>
    </PlaceholderPage>
  );
}
