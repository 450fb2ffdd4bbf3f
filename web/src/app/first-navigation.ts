// The router's first navigation, as a promise: what can wait for the first screen waits for it.
import type { AnyRouter } from '@tanstack/react-router';

/** Settles once the router has finished its first navigation (the first screen, or its error, is on the page). */
export function afterFirstNavigation(router: AnyRouter): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      resolve();
    });
  });
}
