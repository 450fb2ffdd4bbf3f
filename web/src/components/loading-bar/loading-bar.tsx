// Thin bar at the top of the window while any query or mutation is outstanding for more than 200 ms.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import classes from './loading-bar.module.css';
import { useDelayedFlag } from './use-delayed-flag';

export const loadingBarDelayMs = 200;

export function LoadingBar() {
  const { t } = useTranslation('layout');
  const isBusy = useIsFetching() + useIsMutating() > 0;
  const isShown = useDelayedFlag(isBusy, loadingBarDelayMs);

  if (!isShown) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} />;
}
