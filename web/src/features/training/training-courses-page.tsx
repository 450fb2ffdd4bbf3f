// Training content list (placeholder until the posts module arrives).
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function TrainingCoursesPage() {
  const { t } = useTranslation('training');
  return <PlaceholderPage title={t('courses.title')} description={t('courses.description')} />;
}
