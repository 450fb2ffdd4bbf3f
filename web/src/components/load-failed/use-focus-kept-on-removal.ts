// When an element goes with the focus inside it (a failure's retry button, once the data has come), the focus would
// fall to the page's body and a keyboard user would start again from the top of the page: it goes to the element's
// container instead, where the data now is.
import { type RefObject, useLayoutEffect } from 'react';

export function useFocusKeptOnRemoval(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      // Layout effects are cleaned up before React removes the element: the focus is still inside it here.
      const container = element?.parentElement;
      if (!element || !container || !element.contains(document.activeElement)) return;
      if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
      container.focus({ preventScroll: true });
    };
  }, [ref]);
}
