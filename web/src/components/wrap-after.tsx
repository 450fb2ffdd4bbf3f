// A text that may wrap only after its separators (an e-mail address after its @, a path after each "/") rather than
// anywhere in a word: a <wbr> after each, so that a copied text gains no character.
import { Fragment } from 'react';

export function WrapAfter({ text, separator }: { text: string; separator: string }) {
  const parts = text.split(separator);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of one text, in their order: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of a text
    <Fragment key={index}>
      {index > 0 && (
        <>
          {separator}
          <wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}
