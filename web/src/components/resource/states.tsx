// A resource screen's failed read: a record that does not exist (404) says so, with nothing to retry; any other
// failure offers a retry. Loading and empty look as on every screen (screen-states).
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/is-not-found';
import { LoadFailed, type RetryableQuery } from '../load-failed/load-failed';
import { EmptyState } from '../screen-states/screen-states';

export function ErrorState({ query }: { query: RetryableQuery & { error: unknown } }) {
  const { t } = useTranslation('collections');
  if (isNotFound(query.error)) return <EmptyState message={t('ui.recordNotFound')} />;
  return <LoadFailed title={t('ui.loadFailed')} query={query} />;
}
