// A menu's entry that opens a dialog (a user's password reset, a conversation's details) is gone by the time the
// dialog closes: Mantine's dialog gives the focus back to the element that had it when it opened, the entry, and the
// focus falls to the page (WCAG 2.4.3). Chosen, an entry hands the focus to its menu's button first, so the dialog
// records that button and gives the focus back to it, as a menu closed without a dialog does. One listener for the
// whole app, so that no menu needs code of its own.

/** Starts handing the focus of chosen menu entries to their menu's button; answers the function that stops it. */
export function handFocusBackFromMenus(page: Document = document): () => void {
  const onChoose = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    // An entry that opens a submenu keeps the focus: the menu stays open.
    const entry = event.target.closest('[role="menuitem"]:not([aria-haspopup])');
    if (entry) menuButtonOf(entry, page)?.focus({ preventScroll: true });
  };
  // Capture: before the entry's own handler opens the dialog.
  page.addEventListener('click', onChoose, true);
  return () => page.removeEventListener('click', onChoose, true);
}

/** The button that opened the entry's menu (Mantine names the open menu in its `aria-controls`); a submenu's button
 * is an entry of the menu above, which closes with it, so that menu's button is the one. */
function menuButtonOf(entry: Element, page: Document): HTMLElement | null {
  let menu = entry.closest('[role="menu"]');
  let button: HTMLElement | null = null;
  while (menu?.id) {
    const id = menu.id;
    button =
      [...page.querySelectorAll<HTMLElement>('[aria-controls]')].find(
        (it) => it.getAttribute('aria-controls') === id,
      ) ?? null;
    menu = button?.getAttribute('role') === 'menuitem' ? button.closest('[role="menu"]') : null;
  }
  return button;
}
