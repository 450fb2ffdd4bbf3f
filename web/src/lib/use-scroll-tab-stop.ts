// The tab stop of a box that scrolls text: while its content overflows and holds nothing the keyboard reaches
// (no link, button or field to tab to), the box itself joins the tab order so that the arrow keys can scroll it
// (WCAG 2.1.1). Chrome does as much for such boxes on its own; other browsers and axe need the attribute. A box
// that fits, or whose links carry the keyboard through it, adds no tab stop.
import { type RefObject, useEffect, useState } from 'react';
import { type ScrollAxis, useScrollEdges } from './use-scroll-edges';

const keyboardReachable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function useScrollTabStop(ref: RefObject<HTMLElement | null>, axis: ScrollAxis = 'y'): 0 | undefined {
  const { hasMoreAtStart, hasMoreAtEnd } = useScrollEdges(ref, axis);
  const [holdsReachable, setHoldsReachable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setHoldsReachable(element.querySelector(keyboardReachable) !== null);
    update();
    // Content comes and goes (a list loads, a mail is opened in the same pane).
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
  return (hasMoreAtStart || hasMoreAtEnd) && !holdsReachable ? 0 : undefined;
}
