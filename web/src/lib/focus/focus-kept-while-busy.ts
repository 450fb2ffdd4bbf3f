// A button disabled while it has the focus loses it to the page: Mantine's `loading` disables a save button while its
// request is on its way, and a keyboard user, whose focus was on it, would go on from the top of the page. The focus
// goes back to the button once it is enabled again, unless the person has put it somewhere else meanwhile. One
// listener for the whole app, so that every busy button (about fifty) keeps the focus without code of its own.

/** Starts keeping the focus of buttons disabled while focused; answers the function that stops it. */
export function keepFocusWhileBusy(page: Document = document): () => void {
  let waiting: MutationObserver | undefined;
  const stopWaiting = () => {
    waiting?.disconnect();
    waiting = undefined;
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = event.target;
    // Disabled, the button lets the focus go to nothing; focus moved by the person goes to another element.
    if (event.relatedTarget !== null || !(button instanceof HTMLButtonElement) || !button.disabled) return;
    stopWaiting();
    waiting = new MutationObserver(() => {
      if (button.disabled) return;
      stopWaiting();
      const focused = page.activeElement;
      if (button.isConnected && (focused === null || focused === page.body)) button.focus();
    });
    waiting.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  };
  page.addEventListener('focusout', onFocusOut, true);
  // Anything focused meanwhile (by the person, or by a screen moving the focus on) keeps it.
  page.addEventListener('focusin', stopWaiting, true);
  return () => {
    stopWaiting();
    page.removeEventListener('focusout', onFocusOut, true);
    page.removeEventListener('focusin', stopWaiting, true);
  };
}
