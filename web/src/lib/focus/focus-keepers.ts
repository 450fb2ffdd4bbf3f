// The app's focus keepers, each one listener for every screen, started and stopped together: the focus kept on a
// busy button, handed back from a menu's entry, moved on from a removed item (started in app-providers.tsx).
import { keepFocusWhileBusy } from './focus-kept-while-busy';
import { moveFocusFromRemovedItems } from './focus-moved-from-removed-items';
import { handFocusBackFromMenus } from './menu-hands-focus-back';

/** Starts the focus keepers; answers the function that stops them. */
export function startFocusKeepers(page: Document = document): () => void {
  const stops = [keepFocusWhileBusy(page), handFocusBackFromMenus(page), moveFocusFromRemovedItems(page)];
  return () => {
    for (const stop of stops) stop();
  };
}
