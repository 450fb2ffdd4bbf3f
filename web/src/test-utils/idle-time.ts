// The browser's idle time on demand: requestIdleCallback is stubbed, and the callbacks waiting for it run when
// the test says so (inside act). Undo with vi.unstubAllGlobals().
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface IdleTime {
  /** Runs the callbacks waiting now. */
  runWaiting(): void;
  /** Waits until something waits for idle time (lazy code may first have to render it), then runs it all. */
  pass(): Promise<void>;
}

const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

export function stubIdleTime(): IdleTime {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  const runAll = () => {
    for (const callback of waiting.splice(0)) callback(deadline);
  };
  return {
    runWaiting: () => act(runAll),
    pass: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => runAll());
    },
  };
}
