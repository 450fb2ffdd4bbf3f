// What stands for the menu when the menus could not be loaded: a staff member left with an empty side panel, rail
// or menu row would not know why nor how to get the menu back.
import { useTranslation } from 'react-i18next';
import { LoadFailed, type RetryableQuery } from '../load-failed/load-failed';

export function NavigationFailure({ query }: { query: RetryableQuery }) {
  const { t } = useTranslation('layout');
  return <LoadFailed title={t('navigation.loadFailed')} query={query} mb="lg" />;
}
