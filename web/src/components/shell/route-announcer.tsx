// Tells screen-reader users that a link took them to another screen. A screen reader speaks up when a page loads,
// and a single-page app changes screens without loading one: following a menu entry said nothing at all. A polite
// status region reads the new screen's title once the screen has loaded, and for a record's screen once its
// record is in, so that it is announced by the record's name (record-title.ts): not on the first screen, which
// the reader announces with the page, nor when only the address's query changes (a list's page, sort or filter).
// Two screens with the same title are each announced (StatusRegion).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type Announcement, announce, StatusRegion, silence } from '../status-region';

/**
 * A screen waiting to be announced. It is announced once it has been found ready in two renders in a row: the
 * screen's own effects (saying that it loads a record) run after the announcer's, and the next render has them.
 */
interface Due {
  pathname: string;
  readyOnce: boolean;
}

export function RouteAnnouncer({ title, isWaiting }: { title: string; isWaiting: boolean }) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' });
  const [announcement, setAnnouncement] = useState<Announcement>(silence);
  const [due, setDue] = useState<Due>();
  const announcedPath = useRef(pathname);
  useEffect(() => {
    if (pathname === undefined || pathname === announcedPath.current) return;
    const isFirstScreen = announcedPath.current === undefined;
    announcedPath.current = pathname;
    setDue(isFirstScreen ? undefined : { pathname, readyOnce: false });
  }, [pathname]);
  useEffect(() => {
    if (due === undefined) return;
    if (isNavigating || isWaiting) {
      if (due.readyOnce) setDue({ ...due, readyOnce: false });
    } else if (!due.readyOnce) setDue({ ...due, readyOnce: true });
    else {
      setDue(undefined);
      setAnnouncement((current) => announce(current, title));
    }
  }, [due, isNavigating, isWaiting, title]);
  return <StatusRegion announcement={announcement} data-route-announcer="" />;
}
