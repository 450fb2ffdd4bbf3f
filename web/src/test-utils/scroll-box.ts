// The DOM of the component tests lays nothing out: gives a scrolling element the sizes and position of a
// laid-out one, then tells it it has scrolled (what code that follows the scroll position listens to).
import { act, fireEvent } from '@testing-library/react';

/** Sideways (width, left) or downwards (height, top): the metrics the code reads for its axis. */
type ScrollBox =
  | { clientWidth: number; scrollWidth: number; scrollLeft: number }
  | { clientHeight: number; scrollHeight: number; scrollTop: number };

export function layOutScrollBox(element: HTMLElement, box: ScrollBox): void {
  for (const [name, value] of Object.entries(box)) {
    Object.defineProperty(element, name, { configurable: true, value });
  }
  act(() => {
    fireEvent.scroll(element);
  });
}
