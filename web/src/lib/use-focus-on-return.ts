// A control that turns into a small editor and back (a list's title, "Add card"): the control is rendered anew when
// the editor closes, so the focus, left on an element that is gone, would fall to the page. Closed from the keyboard
// or by a button of its own, the editor asks for the focus to go to the control once it is back (WCAG 2.4.3); closed
// by a click elsewhere, it leaves the focus where that click put it.
import { useEffect, useRef } from 'react';

export function useFocusOnReturn<T extends HTMLElement>(isControlShown: boolean) {
  const control = useRef<T>(null);
  const isWanted = useRef(false);
  useEffect(() => {
    if (!isControlShown || !isWanted.current) return;
    isWanted.current = false;
    control.current?.focus();
  }, [isControlShown]);
  return {
    /** For the control. */
    ref: control,
    /** Call with the close: the control takes the focus when it is shown again. */
    focusOnReturn: () => {
      isWanted.current = true;
    },
  };
}
