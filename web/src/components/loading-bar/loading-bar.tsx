// Thin bar at the top of the window while any query or mutation is outstanding for more than 200 ms; the main
// content is marked busy at once, and during a screen change too.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './loading-bar.module.css';
import { useDelayedFlag } from './use-delayed-flag';
import { useMainBusy } from './use-main-busy';

export const loadingBarDelayMs = 200;

export function LoadingBar() {
  const { t } = useTranslation('layout');
  const isBusy = useIsFetching() + useIsMutating() > 0;
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' });
  useMainBusy(isBusy || isNavigating);
  const isShown = useDelayedFlag(isBusy, loadingBarDelayMs);

  if (!isShown) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} />;
}
