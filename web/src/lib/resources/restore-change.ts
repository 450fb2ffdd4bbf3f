// Undoing one change of a record's history: the fields an update changed go back to their values before it, those
// that still hold the values it wrote. A field changed again since is left as it is (restoring it would undo the later
// change unseen), as is one the update body cannot set. A field the change emptied (its value after is none: the
// update removed it) gets its value back; one it filled, with no value before, is emptied again (sent as null).
import { sameValue } from '../same-value';
import type { ChangedValue } from './value-text';

export interface RestorePlan {
  /** The update body that restores the fields. */
  data: Record<string, unknown>;
  /** Fields of the change changed again since: left as they are. */
  changedSince: string[];
}

export function restorePlan(
  updateFields: readonly string[],
  record: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, ChangedValue>> | undefined,
): RestorePlan {
  const plan: RestorePlan = { data: {}, changedSince: [] };
  // An absent field and a null one both hold no value.
  const value = (held: unknown) => held ?? null;
  for (const [field, { before, after }] of Object.entries(values ?? {})) {
    if (!updateFields.includes(field)) continue;
    const now = value(record[field]);
    if (sameValue(now, value(after))) {
      if (!sameValue(now, value(before))) plan.data[field] = value(before);
    } else if (!sameValue(now, value(before))) plan.changedSince.push(field);
  }
  return plan;
}
