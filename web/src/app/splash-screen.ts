// Hides the static splash screen of index.html once the router has finished its first navigation.
import type { AnyRouter } from '@tanstack/react-router';

const hiddenClass = 'splash-screen--hidden';

function hideSplashScreen(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash) return;
  splash.classList.add(hiddenClass);
  splash.addEventListener('transitionend', () => splash.remove(), { once: true });
}

export function hideSplashScreenAfterFirstNavigation(router: AnyRouter): void {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    hideSplashScreen();
  });
}
