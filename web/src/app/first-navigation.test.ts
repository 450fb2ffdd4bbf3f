import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { afterFirstNavigation } from './first-navigation';

/** A router that only reports its navigations' events: `emit('onResolved')` is the end of one. */
function fakeRouter() {
  const listeners = new Map<string, Set<() => void>>();
  const router = {
    subscribe: (event: string, listener: () => void) => {
      const ofEvent = listeners.get(event) ?? new Set();
      listeners.set(event, ofEvent.add(listener));
      return () => ofEvent.delete(listener);
    },
  } as unknown as AnyRouter;
  const emit = (event: string) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener();
  };
  const listening = () => [...listeners.values()].reduce((count, ofEvent) => count + ofEvent.size, 0);
  return { router, emit, listening };
}

describe('afterFirstNavigation', () => {
  it('settles when the first navigation has resolved, not when it starts or loads, and stops listening', async () => {
    const { router, emit, listening } = fakeRouter();
    let settled = false;
    const first = afterFirstNavigation(router).then(() => {
      settled = true;
    });
    // The navigation's earlier events: the screen is not on the page yet.
    for (const event of ['onBeforeNavigate', 'onBeforeLoad', 'onLoad']) emit(event);
    await Promise.resolve();
    expect(settled).toBe(false);
    emit('onResolved');
    await first;
    expect(settled).toBe(true);
    expect(listening()).toBe(0);
  });
});
