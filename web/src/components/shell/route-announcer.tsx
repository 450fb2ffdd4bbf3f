// Tells screen-reader users that a link took them to another screen. A screen reader speaks up when a page loads,
// and a single-page app changes screens without loading one: following a menu entry said nothing at all. A polite
// status region reads the new screen's title once the screen has loaded: not on the first screen, which the reader
// announces with the page, nor when only the address's query changes (a list's page, sort or filter).
import { VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

export function RouteAnnouncer({ title }: { title: string }) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef(pathname);
  const latestTitle = useRef(title);
  useEffect(() => {
    latestTitle.current = title;
  }, [title]);
  useEffect(() => {
    if (pathname === undefined || pathname === announcedPath.current) return;
    const isFirstScreen = announcedPath.current === undefined;
    announcedPath.current = pathname;
    if (isFirstScreen) return;
    // Emptied first, then filled in the next frame: two screens with the same title still change the region's
    // text, which is what makes a screen reader read it.
    setAnnouncement('');
    const frame = requestAnimationFrame(() => setAnnouncement(latestTitle.current));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <VisuallyHidden role="status" data-route-announcer="">
      {announcement}
    </VisuallyHidden>
  );
}
