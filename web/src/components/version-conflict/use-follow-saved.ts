// A form over a record whose saved values can change while it stays open (its own save answered, or the same record
// saved from another screen and read again): the fields the person has not changed take the saved values, the ones
// they changed keep what they typed, and the saved values become what their changes are counted from. Remounting the
// form on each change instead (a React key made of the values) lost what was typed while a save was on its way, and
// the focus with it.
import { useEffect } from 'react';
import { sameValue } from '../../lib/same-value';
import { rebaseValues } from './rebase-values';

/** The little of a Mantine form this drives. */
export interface FollowingForm<V> {
  getValues: () => V;
  getInitialValues: () => V;
  setValues: (values: V) => void;
  resetDirty: (values: V) => void;
}

export function useFollowSaved<V extends object>(form: FollowingForm<V>, saved: V): void {
  // The saved values by content: a new object with the same values (the record read again) changes nothing.
  const savedKey = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` is followed through its content, `savedKey`.
  useEffect(() => {
    const start = form.getInitialValues();
    if (sameValue(start, saved)) return;
    form.setValues(rebaseValues(form.getValues(), start, saved).values);
    form.resetDirty(saved);
  }, [savedKey]);
}
