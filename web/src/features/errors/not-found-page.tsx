// Screen for addresses that match no route.
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('notFound.title')} description={t('notFound.description')}>
      <div>
        <Button renderRoot={(props) => <Link to="/welcome/home" {...props} />}>{t('notFound.back')}</Button>
      </div>
    </PlaceholderPage>
  );
}
