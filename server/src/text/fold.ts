// Text as searches compare it: lower case without accents, so "gestion" finds "Gestión" and "nunez" finds "Núñez".
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether `text` holds `query`, case and accents aside (no text holds nothing; every text holds ""). */
export const holdsText = (text: string | null | undefined, query: string): boolean =>
  typeof text === 'string' && fold(text).includes(fold(query));

/**
 * `text` with every stretch that holds `query` (case and accents aside) passed through `wrap`, the stretch as
 * written: "Revisión" searched as "revision" wraps "Revisión". Each character is folded on its own, so a match
 * maps back to whole characters of the text.
 */
export function wrapMatches(text: string, query: string, wrap: (stretch: string) => string): string {
  const needle = fold(query);
  if (needle === '') return text;
  const chars = [...text];
  // starts[i]: where the folded form of chars[i] begins in `folded`; starts[chars.length]: its end.
  const starts: number[] = [];
  let folded = '';
  for (const char of chars) {
    starts.push(folded.length);
    folded += fold(char);
  }
  starts.push(folded.length);
  const charAt = (index: number) => starts.findLastIndex((start, char) => char < chars.length && start <= index);
  let result = '';
  let done = 0;
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const first = charAt(from);
    let end = charAt(from + needle.length - 1) + 1;
    // A combining accent after the match's last letter (folded to nothing) stays with its letter.
    while (end < chars.length && starts[end] === starts[end + 1]) end++;
    result += chars.slice(done, first).join('') + wrap(chars.slice(first, end).join(''));
    done = end;
    from = folded.indexOf(needle, starts[end]);
  }
  return result + chars.slice(done).join('');
}
