// Work that can wait for the first screen runs in the browser's next idle time, or after two seconds at the
// latest: a page whose main thread is never idle (a slow machine, a busy tab) still gets the top bar's panels.
// Safari has no requestIdleCallback: a zero-delay timer stands in.
import { startTransition, useEffect, useState } from 'react';

/** The longest a deferred piece of work waits for an idle time, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs the callback in the next idle time (within IDLE_TIMEOUT_MS); returns a function that cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/**
 * False until the browser's first idle time after the component mounted, then true for good. The change is a
 * transition: what it reveals may suspend (lazy code), and React keeps showing the current content meanwhile.
 */
export function useIsPastIdle(): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPast(true))), []);
  return isPast;
}

/**
 * True once `after` has settled and the browser has been idle since; at once without `after`. Not a transition:
 * what it mounts (such as the notifications container) shows nothing until it is used.
 */
export function useIsIdleAfter(after: Promise<unknown> | undefined): boolean {
  const [isIdle, setIdle] = useState(after === undefined);
  useEffect(() => {
    if (after === undefined) return;
    let cancel: () => void = () => undefined;
    let isMounted = true;
    const wait = () => {
      if (isMounted) cancel = whenIdle(() => setIdle(true));
    };
    after.then(wait, wait);
    return () => {
      isMounted = false;
      cancel();
    };
  }, [after]);
  return isIdle;
}
