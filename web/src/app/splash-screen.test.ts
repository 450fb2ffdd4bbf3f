import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideSplashScreenAfterFirstNavigation } from './splash-screen';

/** A router that only reports its navigations: `resolve()` is the end of one. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AnyRouter;
  return {
    router,
    resolve: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const splash = () => document.getElementById('splash-screen');

describe('the splash screen', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="splash-screen"><div class="splash-screen__spinner"></div></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fades out after the first navigation and leaves the page when the fade ends', () => {
    stubReducedMotion(false);
    const { router, resolve } = fakeRouter();
    hideSplashScreenAfterFirstNavigation(router);
    expect(splash()).not.toHaveClass('splash-screen--hidden');

    resolve();
    expect(splash()).toHaveClass('splash-screen--hidden');
    splash()?.dispatchEvent(new Event('transitionend'));
    expect(splash()).toBeNull();
  });

  it('goes at once, without a fade, for people who ask for less motion', () => {
    stubReducedMotion(true);
    const { router, resolve } = fakeRouter();
    hideSplashScreenAfterFirstNavigation(router);
    expect(splash()).not.toBeNull();

    resolve();
    expect(splash()).toBeNull();
  });
});
