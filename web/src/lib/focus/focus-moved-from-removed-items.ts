// An item removed while it holds the focus (a deleted row, label or tile) takes the focus with it, and it falls to
// the page (WCAG 2.4.3): a keyboard or screen-reader user would go on from the top. The focus goes to the same
// control in the next item of the list (the previous one for the last), as a mail client does after a delete. The
// browser says the element lost the focus (`focusout`) just before removing it, with its list still there, so the
// neighbours are noted then and the move made once it is gone. A dialog removed with the focus in it gives it back
// to what opened it, or to the opener's neighbour when the dialog deleted it (a note, a card); a bar of actions on
// ticked rows, gone once they are done, to the control after it; a dialog with no opener (opened by the address: a
// product's drawer from a link), to the screen's content; the detail pane of a list (two-pane.tsx) whose
// record went (deleted, moved to another folder), to the list's row that took its place; on a phone, where the list
// comes back in the pane's place, to the record's row. One listener for the whole app. Not when the whole list goes
// with it (another screen) nor in lists whose rows come and go as they scroll (`data-virtual-rows`). Where the focus
// goes is found by focus-places.ts.
import {
  childHolding,
  currentRowControl,
  detailPaneSelector,
  focusFollowingOnceGone,
  focusListRowOnceBack,
  focusNeighbourOnceGone,
  isOnPage,
  standsAlone,
} from './focus-places';

const returnsSelector = `[role="dialog"], ${detailPaneSelector}`;

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
    const target = event.target instanceof Element ? event.target : null;
    const dialog = target?.closest('[role="dialog"]');
    const opener = event.relatedTarget;
    if (dialog && !openers.has(dialog) && opener instanceof HTMLElement && !dialog.contains(opener)) {
      // Opened from another dialog or a detail pane (a delete question): its own opener when both are gone.
      const outer = opener.closest(returnsSelector);
      openers.set(
        dialog,
        focusOpenerOnceGone(opener, page, waitUntil, () => (outer ? openers.get(outer)?.() : undefined)),
      );
    } else if (dialog && !openers.has(dialog) && opener === null) {
      // Opened by the address (a product's drawer from a link) or from nothing focused: no opener to go back to.
      openers.set(dialog, () => focusMainContent(page));
    }
    // A detail pane's "opener" is its list's current row, noted afresh each time (the record shown may change); on a
    // phone, where the pane stands alone, the row of the list that comes back in its place.
    const pane = dialog ? null : target?.closest(detailPaneSelector);
    const current = pane && currentRowControl(pane);
    if (pane && current)
      openers.set(
        pane,
        focusOpenerOnceGone(current, page, waitUntil, () => undefined),
      );
    else if (pane && standsAlone(pane)) openers.set(pane, focusListRowOnceBack(pane, page, waitUntil));
  };
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (event.relatedTarget !== null || !(control instanceof HTMLElement)) return;
    const focusNeighbour = focusNeighbourOnceGone(control, page);
    // What the control leaves with: a dialog gives the focus back to its opener, a detail pane's record to the list,
    // a bar hands it on.
    const returning = control.closest(returnsSelector);
    const giveBack = returning ? openers.get(returning) : undefined;
    // A pane stays: what goes is the record's view in it.
    const gone = returning?.matches(detailPaneSelector) ? childHolding(returning, control) : returning;
    const leaving = gone && giveBack ? ([gone, giveBack] as const) : focusFollowingOnceGone(control, page);
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
 * Gives the focus, if it is on the page, to the screen's content (the skip link's target, `main` taking the focus), so
 * that Tab goes on from the screen rather than from the top of the page.
 */
function focusMainContent(page: Document): void {
  if (isOnPage(page)) page.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
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
  const focusNeighbour = focusNeighbourOnceGone(opener, page, true);
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
