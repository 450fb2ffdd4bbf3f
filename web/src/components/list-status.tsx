// What a search, a filter or a folder made of a list, said to screen readers (WCAG 4.1.3, status messages): how
// many records it shows, or that none matched. A screen reader reads a status region when its text changes, and
// only a region that was there before: the count inside a list's pager went away with the list when nothing
// matched, so an empty result was never said. This region stays mounted beside the list through loading, empty
// and full states. It says nothing while the list loads (`message` undefined) and nothing on the list's first
// result, which comes with the screen the route announcer has just named. `query` is the search the message
// answers: a new search that finds as many records as the last is said too, or typing on would seem to do nothing.
// `page` is the page shown: a move to another page of the same search says which page is shown ("Página 2 de 5"),
// since the count stays the same (the focus stays on the page button while the list changes beside it).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Announcement, announce, StatusRegion, silence } from './status-region';

interface ListStatusProps {
  /** The count or the empty text, once the list answers the search shown; undefined while it loads. */
  message: string | undefined;
  /** The search (text, filters) the message answers, as a string; not the page. */
  query?: string;
  /** The page shown, one-based, and how many there are, for a list in pages. */
  page?: { number: number; count: number };
}

export function ListStatus({ message, query, page }: ListStatusProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState<Announcement>(silence);
  const last = useRef<{ message: string; query: string | undefined; page: number | undefined }>(undefined);
  const pageNumber = page?.number;
  const pageCount = page?.count;
  useEffect(() => {
    if (message === undefined) return;
    const previous = last.current;
    if (previous?.message === message && previous.query === query && previous.page === pageNumber) return;
    last.current = { message, query, page: pageNumber };
    if (previous === undefined) return;
    const isOnlyAnotherPage = previous.message === message && previous.query === query;
    const text =
      isOnlyAnotherPage && pageNumber !== undefined
        ? t('controls.pageOf', { page: pageNumber, total: pageCount })
        : message;
    setAnnouncement((current) => announce(current, text));
  }, [message, query, pageNumber, pageCount, t]);
  return <StatusRegion announcement={announcement} data-list-status="" />;
}
