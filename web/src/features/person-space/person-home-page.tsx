// Personal home of a web user: the welcome banner (the service cards need the session hooks).
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function PersonHomePage() {
  const { t } = useTranslation('person');
  return <PlaceholderPage title={t('home.title')} description={t('home.banner')} />;
}
