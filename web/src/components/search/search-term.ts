// When the top-bar search asks the server: after a 300 ms pause in typing, for at least 2 characters
// (seed 000, section 9).
export const searchDelayMs = 300;
export const searchMinLength = 2;

/** The text to search for, or null while it is too short to search. */
export function searchTermOf(input: string): string | null {
  const term = input.trim();
  return term.length >= searchMinLength ? term : null;
}
