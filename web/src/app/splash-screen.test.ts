import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../test-utils/held-answer';
import { hideSplashScreenAfter } from './splash-screen';

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

  it('fades out after the first navigation and leaves the page when the fade ends', async () => {
    stubReducedMotion(false);
    const { promise, release } = heldAnswer();
    hideSplashScreenAfter(promise);
    expect(splash()).not.toHaveClass('splash-screen--hidden');

    release();
    await promise;
    expect(splash()).toHaveClass('splash-screen--hidden');
    splash()?.dispatchEvent(new Event('transitionend'));
    expect(splash()).toBeNull();
  });

  it('goes at once, without a fade, for people who ask for less motion', async () => {
    stubReducedMotion(true);
    const { promise, release } = heldAnswer();
    hideSplashScreenAfter(promise);
    expect(splash()).not.toBeNull();

    release();
    await promise;
    expect(splash()).toBeNull();
  });
});
