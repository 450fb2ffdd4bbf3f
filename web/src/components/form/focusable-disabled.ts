// A button that has nothing to do for now (a save with no change, a move past the end) but keeps the focus: disabled,
// it would drop the focus to the page the moment it became so (right after the save it made, or the last move), and a
// keyboard user would go on from the top. It looks disabled (Mantine's data-disabled), says so (aria-disabled), stays
// in the Tab order, and a press, Enter in its form included, does nothing.
import type { MouseEvent } from 'react';

export function focusableDisabled(isDisabled: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return {
    'data-disabled': isDisabled || undefined,
    'aria-disabled': isDisabled || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // A submit button's press would submit its form: not while there is nothing to do.
      if (isDisabled) event.preventDefault();
      else onClick?.(event);
    },
  };
}
