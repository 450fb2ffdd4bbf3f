// What a search, a filter or a folder made of a list, said to screen readers (WCAG 4.1.3, status messages): how
// many records it shows, or that none matched. A screen reader reads a status region when its text changes, and
// only a region that was there before: the count inside a list's pager went away with the list when nothing
// matched, so an empty result was never said. This region stays mounted beside the list through loading, empty
// and full states. It says nothing while the list loads (`message` undefined) and nothing on the list's first
// result, which comes with the screen the route announcer has just named.
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export function ListStatus({ message }: { message: string | undefined }) {
  const [spoken, setSpoken] = useState('');
  const lastMessage = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (message === undefined || message === lastMessage.current) return;
    const isFirstResult = lastMessage.current === undefined;
    lastMessage.current = message;
    if (!isFirstResult) setSpoken(message);
  }, [message]);
  return <VisuallyHidden role="status">{spoken}</VisuallyHidden>;
}
