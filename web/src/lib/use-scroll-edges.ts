// Whether a scrolling box has more content past its start and past its end: sideways (the navigation's edge
// buttons, wide tables) or downwards (a conversation's messages).
import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  hasMoreAtStart: boolean;
  hasMoreAtEnd: boolean;
}

const none: ScrollEdges = { hasMoreAtStart: false, hasMoreAtEnd: false };

export type ScrollAxis = 'x' | 'y';

export function readScrollEdges(element: HTMLElement, axis: ScrollAxis = 'x'): ScrollEdges {
  const [position, size, extent] =
    axis === 'x'
      ? [element.scrollLeft, element.clientWidth, element.scrollWidth]
      : [element.scrollTop, element.clientHeight, element.scrollHeight];
  // One pixel of slack: zoomed pages report fractional scroll positions.
  return { hasMoreAtStart: position > 1, hasMoreAtEnd: position + size < extent - 1 };
}

/** Follows the box's scroll position and size (the window, fonts or its content change them). */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, axis: ScrollAxis = 'x'): ScrollEdges {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = readScrollEdges(element, axis);
        const isSame = next.hasMoreAtStart === current.hasMoreAtStart && next.hasMoreAtEnd === current.hasMoreAtEnd;
        return isSame ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, axis]);
  return edges;
}
