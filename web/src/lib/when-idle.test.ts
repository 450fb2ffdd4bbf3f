import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useIsIdleAfter, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an idle time with a deadline, so that a never-idle page still runs the work', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: true, timeRemaining: () => 0 });
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});

describe('useIsIdleAfter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** An idle callback the test runs when it wants the browser idle. */
  function stubIdleTime() {
    const pending: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    return () => {
      for (const callback of pending.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    };
  }

  it('is true at once without anything to wait for', () => {
    const { result } = renderHook(() => useIsIdleAfter(undefined));
    expect(result.current).toBe(true);
  });

  it('waits for the promise, then for an idle time, whether the promise holds or fails', async () => {
    for (const settles of ['holds', 'fails'] as const) {
      const beIdle = stubIdleTime();
      let settle: () => void = () => undefined;
      const after = new Promise<void>((resolve, reject) => {
        settle = settles === 'holds' ? resolve : () => reject(new Error('no first screen'));
      });
      after.catch(() => undefined);
      const { result, unmount } = renderHook(() => useIsIdleAfter(after));
      act(beIdle);
      expect(result.current).toBe(false);
      await act(async () => settle());
      expect(result.current).toBe(false);
      act(beIdle);
      expect(result.current).toBe(true);
      unmount();
    }
  });
});
