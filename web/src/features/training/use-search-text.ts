// The text of a search box whose value lives in the URL: typing updates the box at once and the URL after
// the product's 300 ms pause; a URL change from elsewhere (back button, a link) refills the box.
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';

export const searchPauseMs = 300;

export function useSearchText(urlText: string | undefined, onPause: (text: string | undefined) => void) {
  const [text, setText] = useState(urlText ?? '');
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const pushed = useRef(urlText);
  // Adjusting state while rendering (React's pattern for props that change): only for outside changes.
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== pushed.current) setText(urlText ?? '');
  }
  const push = useDebouncedCallback((value: string) => {
    const next = value.trim() === '' ? undefined : value;
    pushed.current = next;
    onPause(next);
  }, searchPauseMs);
  const change = (value: string) => {
    setText(value);
    push(value);
  };
  return [text, change] as const;
}
