// Loading and failure of a help-centre query, the same on every page.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function QueryState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const { t } = useTranslation('helpCenter');
  if (isPending) return <Loader aria-label={t('loading')} />;
  if (isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  return null;
}
