// Public training space home (placeholder until the posts module arrives).
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function TrainingSpacePage() {
  const { t } = useTranslation('training');
  return <PlaceholderPage title={t('space.title')} description={t('space.description')} />;
}
