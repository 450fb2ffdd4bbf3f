// Undoing one change of a record's history: the fields an update changed go back to their values before it, those
// that still hold the values it wrote. A field changed again since is left as it is (restoring it would undo the later
// change unseen), as is one the record had no value for before (nothing to go back to) or the update body cannot set.
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
  for (const [field, { before, after }] of Object.entries(values ?? {})) {
    if (before === undefined || !updateFields.includes(field)) continue;
    if (sameValue(record[field], after)) plan.data[field] = before;
    else if (!sameValue(record[field], before)) plan.changedSince.push(field);
  }
  return plan;
}
