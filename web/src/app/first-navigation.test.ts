import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { afterFirstNavigation } from './first-navigation';

/** A router that only reports its navigations: `resolve()` is the end of one. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AnyRouter;
  const resolve = () => {
    for (const listener of [...listeners]) listener();
  };
  return { router, listeners, resolve };
}

describe('afterFirstNavigation', () => {
  it('settles when the first navigation ends, and stops listening', async () => {
    const { router, listeners, resolve } = fakeRouter();
    let settled = false;
    const first = afterFirstNavigation(router).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    resolve();
    await first;
    expect(settled).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
