// Hides the static splash screen of index.html once the router has finished its first navigation.

const hiddenClass = 'splash-screen--hidden';

function hideSplashScreen(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash) return;
  // People who ask their system for less motion get no fade (splash-screen.css): no transition ends, so the
  // splash goes at once instead of waiting for a `transitionend` that never comes.
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    splash.remove();
    return;
  }
  splash.classList.add(hiddenClass);
  splash.addEventListener('transitionend', () => splash.remove(), { once: true });
}

/** Hides the splash screen once `firstNavigation` (first-navigation.ts) has settled. */
export function hideSplashScreenAfter(firstNavigation: Promise<void>): void {
  void firstNavigation.then(hideSplashScreen);
}
