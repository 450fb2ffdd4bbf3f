// Web-user sign-in inside the training space (the form arrives with the generated auth hooks).
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function WebSignInPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('webSignIn.title')} description={t('webSignIn.description')} />;
}
