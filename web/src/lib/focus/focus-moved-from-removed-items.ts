// An item removed while it holds the focus (a deleted row, label or tile) takes the focus with it, and it falls to
// the page (WCAG 2.4.3): a keyboard or screen-reader user would go on from the top. The focus goes to the same
// control in the next item of the list (the previous one for the last), as a mail client does after a delete. The
// browser says the element lost the focus (`focusout`) just before removing it, with its list still there, so the
// neighbours are noted then and the move made once it is gone. A dialog removed with the focus in it gives it back
// to what opened it, or to the opener's neighbour when the dialog deleted it (a note, a card); a bar of actions on
// ticked rows, gone once they are done, to the control after it. One listener for the whole app. Not when the whole list goes with it (another screen) nor in lists whose rows come and go as they scroll
// (`data-virtual-rows`).

// `data-focus-item`: an item of a list not marked as one (a board's columns and cards, a note's card).
const itemSelector = 'li, tr, [role="listitem"], [role="row"], [data-focus-item]';
// A bar that leaves with the focus in it (the actions on a list's ticked rows, gone once nothing is ticked) hands it
// to the first control after it (the list's "tick all").
const handsOnSelector = '[data-focus-hands-on]';
const controlSelector = 'a[href], button, input, select, textarea, [tabindex]';

/** Starts moving the focus of removed items to their neighbours; answers the function that stops it. */
export function moveFocusFromRemovedItems(page: Document = document): () => void {
  // A dialog removed with the focus in it gives the focus back to what opened it: Mantine's closed modal does, but
  // one unmounted instead (a question mounted only while asked, a dialog whose record is gone) does not. The opener
  // may have been deleted from the dialog (a note, a card): then the focus goes to the opener's neighbour.
  const openers = new WeakMap<Element, () => void>();
  // A dialog's busy button (Mantine's `loading` disables it) lets the focus go to the page before the dialog goes;
  // a busy opener cannot take it back until its work is done.
  let waiting: MutationObserver | undefined;
  const stopWaiting = () => {
    waiting?.disconnect();
    waiting = undefined;
  };
  /** Calls `then` once `isDone` (checked as the page changes), unless something takes the focus first. */
  const waitUntil = (isDone: () => boolean, then: () => void) => {
    stopWaiting();
    if (isDone()) return then();
    waiting = new MutationObserver(() => {
      if (!isDone()) return;
      stopWaiting();
      then();
    });
    waiting.observe(page.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  };
  const onFocusIn = (event: FocusEvent) => {
    // Anything focused meanwhile (by the person, or by a screen moving the focus on) keeps it.
    stopWaiting();
    const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
    const opener = event.relatedTarget;
    if (dialog && !openers.has(dialog) && opener instanceof HTMLElement && !dialog.contains(opener)) {
      // Opened from another dialog (a drawer's delete question): that one's own opener when both are gone.
      const outer = opener.closest('[role="dialog"]');
      openers.set(
        dialog,
        focusOpenerOnceGone(opener, page, waitUntil, () => (outer ? openers.get(outer)?.() : undefined)),
      );
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (event.relatedTarget !== null || !(control instanceof HTMLElement)) return;
    const focusNeighbour = focusNeighbourOnceGone(control, page);
    // What the control leaves with: a dialog gives the focus back to its opener, a bar hands it on.
    const dialog = control.closest('[role="dialog"]');
    const giveBack = dialog ? openers.get(dialog) : undefined;
    const leaving = dialog && giveBack ? ([dialog, giveBack] as const) : focusFollowingOnceGone(control, page);
    // After the removal (and after whatever the screen does in the same update).
    queueMicrotask(() => {
      focusNeighbour();
      if (!leaving) return;
      const [element, then] = leaving;
      waitUntil(() => !element.isConnected, then);
    });
  };
  page.addEventListener('focusin', onFocusIn, true);
  page.addEventListener('focusout', onFocusOut, true);
  return () => {
    stopWaiting();
    page.removeEventListener('focusin', onFocusIn, true);
    page.removeEventListener('focusout', onFocusOut, true);
  };
}

/**
 * Gives the focus, if it is on the page, back to `opener` (once its work is done when it is busy), or to its
 * neighbour when it is gone too, or to what followed its bar, or else to `otherwise` (the opener's own dialog's opener).
 */
function focusOpenerOnceGone(
  opener: HTMLElement,
  page: Document,
  waitUntil: (isDone: () => boolean, then: () => void) => void,
  otherwise: () => void,
): () => void {
  const focusNeighbour = focusNeighbourOnceGone(opener, page);
  const focusFollowing = focusFollowingOnceGone(opener, page)?.[1];
  const onPage = () => isOnPage(page);
  const giveBack = () => {
    if (!onPage()) return;
    if (opener.isConnected) {
      opener.focus();
      // Busy (disabled) for now: again once it is done, or gone.
      if (onPage() && opener.matches(':disabled'))
        waitUntil(() => !opener.isConnected || !opener.matches(':disabled'), giveBack);
      return;
    }
    focusNeighbour();
    if (onPage()) focusFollowing?.();
    if (onPage()) otherwise();
  };
  return giveBack;
}

const isOnPage = (page: Document) => page.activeElement === null || page.activeElement === page.body;

/**
 * For a control in a bar that hands the focus on (`data-focus-hands-on`): the bar, and the function that, once the bar
 * is gone, gives the focus (if it is on the page) to the first control that followed it.
 */
function focusFollowingOnceGone(control: HTMLElement, page: Document): readonly [Element, () => void] | undefined {
  const bar = control.closest(handsOnSelector);
  const next = bar?.nextElementSibling;
  if (!bar || !next) return undefined;
  return [
    bar,
    () => {
      if (bar.isConnected || !next.isConnected || !isOnPage(page)) return;
      const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_ELEMENT);
      walker.currentNode = next;
      for (let element: Node | null = next; element; element = walker.nextNode()) {
        if (!(element instanceof HTMLElement) || !controlsOf(element, false).includes(element)) continue;
        element.focus();
        if (!isOnPage(page)) return;
      }
    },
  ];
}

/**
 * Notes `control`'s neighbours while its item is still there; the function answered, called once the item is gone,
 * gives the focus to the same control in the nearest neighbour left, if the focus is on the page. For a control
 * that is not the focused one too: a dialog's opener.
 */
function focusNeighbourOnceGone(control: HTMLElement, page: Document = document): () => void {
  const item = control.closest(itemSelector);
  if (!item || item.closest('[data-virtual-rows]')) return () => undefined;
  const neighbour = sameControlNear(item, control);
  return () => {
    if (item.isConnected || !isOnPage(page)) return;
    neighbour()?.focus();
  };
}

/**
 * Finds, once `item` is gone, the control at `control`'s place in the nearest item still there; with none left, the
 * list's own first control (an agenda day's "new entry" once its last entry is gone, a board's "add a list").
 */
function sameControlNear(item: Element, control: HTMLElement): () => HTMLElement | undefined {
  const list = item.parentElement;
  const siblings = list ? [...list.children] : [];
  const at = siblings.indexOf(item);
  const neighbours = [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()];
  const place = controlsOf(item).indexOf(control);
  return () => {
    for (const neighbour of neighbours) {
      if (!neighbour.isConnected || !neighbour.matches(itemSelector)) continue;
      const controls = controlsOf(neighbour);
      const found = controls[Math.min(Math.max(place, 0), controls.length - 1)];
      if (found) return found;
    }
    return list?.isConnected ? controlsOf(list)[0] : undefined;
  };
}

/** The item's controls, the item first when it is one (a note's card is a button); `inside: false`, that one only. */
function controlsOf(item: Element, inside = true): HTMLElement[] {
  const within = inside ? [...item.querySelectorAll<HTMLElement>(controlSelector)] : [];
  return (item instanceof HTMLElement && item.matches(controlSelector) ? [item, ...within] : within).filter(
    (control) => control.tabIndex >= 0 && !control.matches(':disabled'),
  );
}
