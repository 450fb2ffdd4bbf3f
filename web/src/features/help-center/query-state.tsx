// Loading and failure of a help-centre query, the same on every page.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';

export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('helpCenter');
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <LoadFailed title={t('loadFailed')} query={query} />;
  return null;
}
