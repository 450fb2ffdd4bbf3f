// Copy-on-first-use of plain-data areas: each area of the template state is copied from the shared seed
// only when a handler of this namespace first touches it (template handlers change their areas in place,
// so a touched area needs its own copy; untouched areas cost nothing).
import { copyData } from './copy.ts';

export function lazyAreas<T extends object>(seed: T): T {
  const state = {} as T;
  for (const area of Object.keys(seed) as (keyof T & string)[]) {
    const own = (value: T[keyof T & string]) =>
      Object.defineProperty(state, area, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(state, area, {
      enumerable: true,
      configurable: true,
      get() {
        const copy = copyData(seed[area]);
        own(copy);
        return copy;
      },
      set(value: T[keyof T & string]) {
        own(value);
      },
    });
  }
  return state;
}
