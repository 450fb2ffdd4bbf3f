// Work that can wait for the first screen runs in the browser's next idle time (Safari has no
// requestIdleCallback: a zero-delay timer stands in).
import { startTransition, useEffect, useState } from 'react';

/** Runs the callback in the next idle time; returns a function that cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback());
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
