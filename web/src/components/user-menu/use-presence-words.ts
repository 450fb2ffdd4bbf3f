// A presence status in words, the same in the user menu and the account pages (they were written twice).
import type { PresenceStatus } from '@api/model';
import { useTranslation } from 'react-i18next';

export function usePresenceWords(): (status: PresenceStatus) => string {
  const { t } = useTranslation('layout');
  return (status) => t(`userMenu.statuses.${status}`);
}
