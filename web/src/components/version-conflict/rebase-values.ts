// A form whose record was saved by someone else while it was open (the server answered 412 to the write on the
// version the form was opened at) moves onto the newer version: the fields the person did not touch take the
// newer values, the ones they changed keep theirs, and those the other save changed too, to something else, are
// conflicts the person decides.
import { sameValue } from '../../lib/same-value';

export interface Rebased<V> {
  values: V;
  /** Names of the fields both changed, each to its own value. */
  conflicts: string[];
}

/** `values`: the form's, by field name; `loaded`: those it was opened with; `current`: the newer version's. */
export function rebaseValues<V extends object>(values: V, loaded: V, current: V): Rebased<V> {
  // The fields by name: a form's values are a plain object of them.
  const [mineAll, loadedAll, currentAll] = [values, loaded, current] as Record<string, unknown>[];
  const rebased: Record<string, unknown> = { ...mineAll };
  const conflicts: string[] = [];
  for (const name of Object.keys(current)) {
    const mine = mineAll?.[name];
    const theirs = currentAll?.[name];
    if (sameValue(mine, loadedAll?.[name])) rebased[name] = theirs;
    else if (!sameValue(theirs, loadedAll?.[name]) && !sameValue(theirs, mine)) conflicts.push(name);
  }
  return { values: rebased as V, conflicts };
}
