import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../test-utils/held-answer';
import { type LazyScreen, preloadScreen, withScreen } from './screen-loader';

const routeOf = (screen?: LazyScreen) => ({ options: { staticData: { screen } } });

/** Whether `promise` has settled, checked after every pending microtask has run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise<void>((done) => setTimeout(done, 0));
  return settled;
}

describe('withScreen', () => {
  it('starts loading the screen at once and waits for both the screen and the data', async () => {
    const code = heldAnswer();
    const data = heldAnswer();
    let preloads = 0;
    const screen = {
      preload: () => {
        preloads += 1;
        return code.promise;
      },
    };
    const loading = withScreen(routeOf(screen), data.promise);
    expect(preloads).toBe(1);
    data.release();
    expect(await isSettled(loading)).toBe(false);
    code.release();
    expect(await isSettled(loading)).toBe(true);
  });

  it('waits for the screen alone when the route has no data, and for nothing when the screen is loaded', async () => {
    const code = heldAnswer();
    const loading = withScreen(routeOf({ preload: () => code.promise }));
    expect(await isSettled(loading)).toBe(false);
    code.release();
    expect(await isSettled(loading)).toBe(true);
    expect(await isSettled(withScreen(routeOf({ preload: () => undefined })))).toBe(true);
  });

  it('leaves routes without a wrapped screen to the router', async () => {
    expect(preloadScreen({ options: {} })).toBeUndefined();
    expect(await isSettled(withScreen(routeOf(undefined)))).toBe(true);
  });
});
