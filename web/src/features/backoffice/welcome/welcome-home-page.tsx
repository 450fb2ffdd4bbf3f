// Back-office welcome screen (placeholder until the posts module arrives).
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function WelcomeHomePage() {
  const { t } = useTranslation('welcome');
  return <PlaceholderPage title={t('home.title')} description={t('home.description')} />;
}
