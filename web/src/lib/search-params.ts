// Readers of the URL state the screens share (the back-office screens and the generic lists): a malformed value
// falls back to "absent". Plain functions, not zod: they run in the route tree, part of the first download,
// where zod weighs ~15-30 KB.

/** Reads one search parameter: its value, or undefined when absent or malformed. */
export type SearchReader<T> = (value: unknown) => T | undefined;

/** A string matching `pattern`, at most `maxLength` characters. */
export function matching(pattern: RegExp, maxLength = 200): SearchReader<string> {
  return (value) => (typeof value === 'string' && value.length <= maxLength && pattern.test(value) ? value : undefined);
}

/** One of `values` (an enum's values or a list). */
export function oneOf<const T extends string>(values: readonly T[] | Record<string, T>): SearchReader<T> {
  const allowed: readonly string[] = Array.isArray(values) ? values : Object.values(values);
  return (value) => (typeof value === 'string' && allowed.includes(value) ? (value as T) : undefined);
}

export const optionalId = matching(/^[0-9a-f]{24}$/);

export const optionalText: SearchReader<string> = (value) =>
  typeof value === 'string' && value.length <= 200 ? value : undefined;

/** A whole number from 1 up, given as a number or as the text of one (as the address bar gives it). */
export const positiveInteger: SearchReader<number> = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** One-based page number, as people read it in the address bar. */
export const optionalPage: SearchReader<number> = (value) => {
  const page = positiveInteger(value);
  return page !== undefined && page <= 10_000 ? page : undefined;
};

/** A calendar day, YYYY-MM-DD. */
export const optionalDay = matching(/^\d{4}-\d{2}-\d{2}$/);

type Readers = Record<string, SearchReader<unknown>>;

/** The validated search state: each parameter present only when well-formed. */
export type SearchOf<R extends Readers> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/** A route's `validateSearch` from one reader per parameter; unknown parameters are dropped. */
export function searchValidator<R extends Readers>(readers: R): (search: Record<string, unknown>) => SearchOf<R> {
  return (search) => {
    const state: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(readers)) {
      const value = read(search[name]);
      if (value !== undefined) state[name] = value;
    }
    return state as SearchOf<R>;
  };
}
