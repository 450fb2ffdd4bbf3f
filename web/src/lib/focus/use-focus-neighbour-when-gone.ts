// For a control whose action may remove its own item together with the component that asked (a delete button and
// its question, a list's menu and its question): noted as the action starts, the control's place goes, once the
// component is gone, to the same control of the next item (focus-moved-from-removed-items.ts).
import { useEffect, useRef } from 'react';
import { focusNeighbourOnceGone } from './focus-moved-from-removed-items';

/** Answers the function to call with the control as the action starts. */
export function useFocusNeighbourWhenGone(): (control: HTMLElement | null) => void {
  const onceGone = useRef<() => void>(undefined);
  useEffect(() => () => onceGone.current?.(), []);
  return (control) => {
    if (control) onceGone.current = focusNeighbourOnceGone(control);
  };
}
