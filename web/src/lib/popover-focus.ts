// Keyboard use of the app's popovers (role=dialog): opening one moves the focus into it, Tab stays inside while
// it is open, Escape closes it and gives the focus back to its button. Drawn in a portal at the end of the page,
// a popover without them is out of reach of the keyboard (Tab goes on to the next button) and deaf to Escape.
// Not a theme default: Mantine's selects and date pickers are popovers too, and must keep the focus in their input.
export const popoverFocus = { trapFocus: true, returnFocus: true } as const;
