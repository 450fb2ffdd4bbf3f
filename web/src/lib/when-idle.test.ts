import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

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
