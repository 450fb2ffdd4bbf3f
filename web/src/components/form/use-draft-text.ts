// The text of a box that sends one thing at a time (a chat message, a new label): it leaves the box as it is sent, so
// the next one can be typed at once, and comes back if the send fails, unless something else was typed meanwhile.
// Emptied only once the server answered instead, the box wiped what was typed while the request was on its way.
import { useState } from 'react';

export function useDraftText() {
  const [text, setText] = useState('');
  /** The text to send, trimmed, taken out of the box; undefined (and the box left as it is) when it is blank. */
  const take = (): string | undefined => {
    const value = text.trim();
    if (value === '') return undefined;
    setText('');
    return value;
  };
  /** Puts a text that was not sent back in the box, if nothing else was typed there since. */
  const giveBack = (value: string) => setText((current) => (current === '' ? value : current));
  return { text, setText, take, giveBack };
}
