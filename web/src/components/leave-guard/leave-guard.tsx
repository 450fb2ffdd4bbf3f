// Asks before a form's changes are lost: a link, the menu, the browser's back button or the form's own "Cancel"
// (the app's dialog), closing or reloading the tab (the browser's own question). Staff fill long forms; one
// click on the menu threw the work away without a word. By default only another address path leaves the form:
// a search change on the same screen (a tab, a page of a list beside it) does not; a screen that keeps its
// record in the search (`?post=`) says what leaving is.
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { isSigningOutEverywhere } from '../../lib/auth/unauthorized';
import { DiscardQuestion } from './discard-question';

/** Where the app is, or is going: the little of the router's location a rule reads. */
export interface Place {
  pathname: string;
  search: Readonly<Record<string, unknown>>;
}

interface LeaveGuardProps {
  /** Whether the form holds changes not saved, read when someone leaves (a form's `isDirty`). */
  hasChanges: () => boolean;
  /** Whether going from one place to the other leaves the form; by default, another path. */
  leaves?: (current: Place, next: Place) => boolean;
}

const toAnotherPath = (current: Place, next: Place) => current.pathname !== next.pathname;

/** For a screen whose open record is in the address's search (`?post=`, `?card=`): another one, or none, leaves. */
export const toAnotherSearchValue =
  (key: string) =>
  (current: Place, next: Place): boolean =>
    toAnotherPath(current, next) || current.search[key] !== next.search[key];

/** The router types each route's search apart; a rule reads any of them. */
const placeOf = ({ pathname, search }: { pathname: string; search: object }): Place => ({
  pathname,
  search: search as Place['search'],
});

export function LeaveGuard({ hasChanges, leaves = toAnotherPath }: LeaveGuardProps) {
  // Read when someone leaves, not when the blocker was set: the form's latest state.
  const latest = useRef({ hasChanges, leaves });
  latest.current = { hasChanges, leaves };
  const blocker = useBlocker({
    shouldBlockFn: useCallback<ShouldBlockFn>(
      ({ current, next }) => latest.current.leaves(placeOf(current), placeOf(next)) && latest.current.hasChanges(),
      [],
    ),
    // A 401 signs everyone out and reloads the page (seed 000, section 8): the browser does not ask then.
    enableBeforeUnload: useCallback(() => !isSigningOutEverywhere() && latest.current.hasChanges(), []),
    withResolver: true,
  });
  return (
    <DiscardQuestion
      opened={blocker.status === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
