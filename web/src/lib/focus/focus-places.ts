// Where the focus goes when what held it leaves (focus-moved-from-removed-items.ts): the same control of a
// neighbouring item, the control after a bar, a list's current row. Each finder notes what it needs while the
// element is still on the page and answers a function that moves the focus once it is gone.

// `data-focus-item`: an item of a list not marked as one (a board's columns and cards, a note's card).
const itemSelector = 'li, tr, [role="listitem"], [role="row"], [data-focus-item]';
// A bar that leaves with the focus in it (the actions on a list's ticked rows, gone once nothing is ticked) hands it
// to the first control after it (the list's "tick all").
const handsOnSelector = '[data-focus-hands-on]';
// A list's detail pane, beside its list pane (two-pane.tsx); the list says its record with `aria-current`.
export const detailPaneSelector = '[data-pane="detail"]';
const controlSelector = 'a[href], button, input, select, textarea, [tabindex]';
// What a list shows when its data came and holds nothing (screen-states.tsx's EmptyState): it can take the focus.
const emptySelector = '[data-empty-state]';

/** What kind of control an element is: a link, a check box, a button... */
const kindOf = (control: HTMLElement) =>
  `${control.tagName}:${control.getAttribute('type') ?? ''}:${control.getAttribute('role') ?? ''}`;

/** The control of the row its list pane marks as current (`aria-current`, the router's active link), if any. */
export function currentRowControl(pane: Element): HTMLElement | undefined {
  const list = pane.parentElement?.querySelector(':scope > [data-pane="list"]');
  const current = list?.querySelector('[aria-current]:not([aria-current="false"])');
  if (!current) return undefined;
  return controlsOf(current)[0];
}

/** Whether a detail pane stands without its list (a phone's: the list comes back in its place). */
export const standsAlone = (pane: Element) => !pane.parentElement?.querySelector(':scope > [data-pane="list"]');

/**
 * On a phone a list's detail pane stands alone: the list comes back in its place as the record's view leaves (the
 * back button, a delete, a move to another folder). Notes the record's address (the page's) while the pane is there;
 * the function answered, called once the pane is gone, gives the focus (if it is on the page) to the row of the list
 * that links to the record, or to the list's first row when the record is not in it (deleted, moved), or to what the
 * list says when it has no rows left (its empty state: "No hay notas"). Rows that come a little later (a list read
 * again, virtual rows measured) are waited for with `waitUntil`.
 */
export function focusListRowOnceBack(
  pane: Element,
  page: Document,
  waitUntil: (isDone: () => boolean, then: () => void) => void,
): () => void {
  const frame = pane.parentElement;
  const address = new URL(page.location.href);
  const listPane = () => frame?.querySelector(':scope > [data-pane="list"]') ?? undefined;
  const rowLinks = (list: Element) =>
    [...list.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => link.closest(itemSelector));
  return () => {
    const list = listPane();
    if (!list || pane.isConnected || !isOnPage(page)) return;
    waitUntil(
      () => !list.isConnected || list.querySelector(`${itemSelector}, ${emptySelector}`) !== null,
      () => {
        if (!list.isConnected || !isOnPage(page)) return;
        const links = rowLinks(list);
        const first = list.querySelector(itemSelector);
        const empty = first === null ? list.querySelector<HTMLElement>(emptySelector) : null;
        (links.find((link) => linksTo(link, address)) ?? links[0] ?? (empty || controlsOf(first ?? list)[0]))?.focus();
      },
    );
  };
}

/** Whether a row's link opens the record at `address`: the same path, and every parameter of the link's query in
 * the address's (which may say more: the record's open tab). */
function linksTo(link: HTMLAnchorElement, address: URL): boolean {
  const target = new URL(link.href, address);
  if (target.pathname !== address.pathname) return false;
  return [...target.searchParams].every(([name, value]) => address.searchParams.getAll(name).includes(value));
}

/** The child of `parent` that holds `element`. */
export function childHolding(parent: Element, element: Element): Element | undefined {
  let child: Element | null = element;
  while (child && child.parentElement !== parent) child = child.parentElement;
  return child ?? undefined;
}

export const isOnPage = (page: Document) => page.activeElement === null || page.activeElement === page.body;

/**
 * For a control in a bar that hands the focus on (`data-focus-hands-on`): the bar, and the function that, once the bar
 * is gone, gives the focus (if it is on the page) to the first control that followed it.
 */
export function focusFollowingOnceGone(
  control: HTMLElement,
  page: Document,
): readonly [Element, () => void] | undefined {
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
 * that is not the focused one too: a dialog's opener, which is gone because its dialog deleted it, even from a list
 * whose rows also leave as they scroll (`isOpener`).
 */
export function focusNeighbourOnceGone(control: HTMLElement, page: Document, isOpener = false): () => void {
  const item = control.closest(itemSelector);
  if (!item || (!isOpener && item.closest('[data-virtual-rows]'))) return () => undefined;
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
  // Its place among the item's controls of its kind (the first link, the second button): items of one list may
  // differ (a section's row has no check box).
  const place = controlsOf(item)
    .filter((other) => kindOf(other) === kindOf(control))
    .indexOf(control);
  return () => {
    for (const neighbour of neighbours) {
      if (!neighbour.isConnected || !neighbour.matches(itemSelector)) continue;
      const controls = controlsOf(neighbour);
      const sameKind = controls.filter((other) => kindOf(other) === kindOf(control));
      const from = sameKind.length > 0 ? sameKind : controls;
      const found = from[Math.min(Math.max(place, 0), from.length - 1)];
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
