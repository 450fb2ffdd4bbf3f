// An action that runs once at a time: a second Enter or click while the first save is under way does nothing,
// rather than create the record twice. A ref, not the mutation's `isPending`: that state reaches the handler
// only after a render, and a second key press can come before it.
import { useCallback, useRef } from 'react';

export function useSingleFlight<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const isRunning = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async (...args: Args) => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await latest.current(...args);
    } finally {
      isRunning.current = false;
    }
  }, []);
}
