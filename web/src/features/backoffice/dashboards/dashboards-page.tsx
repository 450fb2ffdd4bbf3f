// Back-office dashboards (placeholder); follows the ?layout= parameter, handy to preview the layouts.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function DashboardsPage() {
  const { t } = useTranslation('dashboards');
  return <PlaceholderPage title={t('title')} description={t('description')} />;
}
