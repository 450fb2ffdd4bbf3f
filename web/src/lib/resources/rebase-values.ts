// A form whose record was saved by someone else while it was open (the server answered 412 to the write on the
// version the form was opened at) moves onto the newer version: the fields the person did not touch take the
// newer values, the ones they changed keep theirs, and those the other save changed too, to something else, are
// conflicts the person decides.
import type { FormField } from './form-fields';
import type { FormValues } from './form-values';

const same = (one: unknown, other: unknown): boolean => JSON.stringify(one) === JSON.stringify(other);

export interface Rebased {
  values: FormValues;
  /** Names of the fields both changed, each to its own value. */
  conflicts: string[];
}

/** `loaded`: the values the form was opened with; `current`: the newer version's. */
export function rebaseValues(
  fields: readonly Pick<FormField, 'name'>[],
  values: FormValues,
  loaded: FormValues,
  current: FormValues,
): Rebased {
  const rebased: FormValues = { ...values };
  const conflicts: string[] = [];
  for (const { name } of fields) {
    const mine = values[name];
    const theirs = current[name];
    if (same(mine, loaded[name])) rebased[name] = theirs ?? null;
    else if (!same(theirs, loaded[name]) && !same(theirs, mine)) conflicts.push(name);
  }
  return { values: rebased, conflicts };
}
