// Tells screen-reader users that a link took them to another screen. A screen reader speaks up when a page loads,
// and a single-page app changes screens without loading one: following a menu entry said nothing at all. A polite
// status region reads the new screen's title once the screen has loaded: not on the first screen, which the reader
// announces with the page, nor when only the address's query changes (a list's page, sort or filter). Two screens
// with the same title are each announced (StatusRegion).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type Announcement, announce, StatusRegion, silence } from '../status-region';

export function RouteAnnouncer({ title }: { title: string }) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const [announcement, setAnnouncement] = useState<Announcement>(silence);
  const announcedPath = useRef(pathname);
  const latestTitle = useRef(title);
  useEffect(() => {
    latestTitle.current = title;
  }, [title]);
  useEffect(() => {
    if (pathname === undefined || pathname === announcedPath.current) return;
    const isFirstScreen = announcedPath.current === undefined;
    announcedPath.current = pathname;
    if (!isFirstScreen) setAnnouncement((current) => announce(current, latestTitle.current));
  }, [pathname]);
  return <StatusRegion announcement={announcement} data-route-announcer="" />;
}
