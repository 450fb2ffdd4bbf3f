// Shown only for the moment a sign-out route works before it redirects.
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/screen-states/screen-states';

export function SigningOutPage() {
  const { t } = useTranslation('auth');
  return <LoadingState label={t('signOut.inProgress')} />;
}
