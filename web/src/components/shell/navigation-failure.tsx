// The menu's place when the menus could not be loaded: a staff member left with an empty side panel would not know
// why nor how to get the menu back. Loaded only then (lazy), so the first download does not carry it.
import { useTranslation } from 'react-i18next';
import { LoadFailed, type RetryableQuery } from '../load-failed/load-failed';

export function NavigationFailure({ query, isOnDarkPanel }: { query: RetryableQuery; isOnDarkPanel?: boolean }) {
  const { t } = useTranslation('layout');
  return <LoadFailed title={t('navigation.loadFailed')} query={query} m="sm" isOnDarkPanel={isOnDarkPanel} />;
}
