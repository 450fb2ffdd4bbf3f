// What a search, a filter or a folder made of a list, said to screen readers (WCAG 4.1.3, status messages): how
// many records it shows, or that none matched. A screen reader reads a status region when its text changes, and
// only a region that was there before: the count inside a list's pager went away with the list when nothing
// matched, so an empty result was never said. This region stays mounted beside the list through loading, empty
// and full states. It says nothing while the list loads (`message` undefined) and nothing on the list's first
// result, which comes with the screen the route announcer has just named. `query` is the search the message
// answers: a new search that finds as many records as the last is said too, or typing on would seem to do nothing.
import { useEffect, useRef, useState } from 'react';
import { type Announcement, announce, StatusRegion, silence } from './status-region';

interface ListStatusProps {
  /** The count or the empty text, once the list answers the search shown; undefined while it loads. */
  message: string | undefined;
  /** The search (text, filters) the message answers, as a string; not the page. */
  query?: string;
}

export function ListStatus({ message, query }: ListStatusProps) {
  const [announcement, setAnnouncement] = useState<Announcement>(silence);
  const last = useRef<{ message: string; query: string | undefined }>(undefined);
  useEffect(() => {
    if (message === undefined) return;
    const previous = last.current;
    if (previous?.message === message && previous.query === query) return;
    last.current = { message, query };
    if (previous !== undefined) setAnnouncement((current) => announce(current, message));
  }, [message, query]);
  return <StatusRegion announcement={announcement} />;
}
