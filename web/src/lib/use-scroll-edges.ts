// Whether a sideways-scrolling row has more content past its start and past its end (for the edge buttons).
import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  hasMoreAtStart: boolean;
  hasMoreAtEnd: boolean;
}

const none: ScrollEdges = { hasMoreAtStart: false, hasMoreAtEnd: false };

export function readScrollEdges(element: HTMLElement): ScrollEdges {
  // One pixel of slack: zoomed pages report fractional scroll positions.
  return {
    hasMoreAtStart: element.scrollLeft > 1,
    hasMoreAtEnd: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

/** Follows the row's scroll position and size (the window, fonts or the menu's entries change its width). */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = readScrollEdges(element);
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
  }, [ref]);
  return edges;
}
