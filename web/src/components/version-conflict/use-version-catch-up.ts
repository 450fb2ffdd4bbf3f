// The version a form was opened at, and what it does when its record was saved by someone else meanwhile (the
// write on that version answered 412): it moves onto the newer version (rebaseValues), says in each field both
// changed what the other save left there, and lets the person keep theirs or take the saved value.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rebaseValues } from './rebase-values';

/** The little of a Mantine form the catch-up drives. */
export interface CatchUpForm<V> {
  getValues: () => V;
  setInitialValues: (values: V) => void;
  setValues: (values: V) => void;
  // Mantine types a field's path and value by the form's values; any form's method fits this parameter type,
  // and the hook calls it with a field name of the form's own values.
  setFieldValue: (path: never, value: never) => void;
  setFieldError: (path: string, error: ReactNode) => void;
  clearFieldError: (path: string) => void;
  resetDirty: (values: V) => void;
}

/** A record's version (its updatedAt), sent as If-Match; none for a record without one. */
type RecordVersion = string | undefined;

export interface Opened<V, Version = RecordVersion> {
  /** The values the form was opened with (or last saved): what the person's changes are counted from. */
  values: V;
  /** Their record's version, or their records' when the form writes more than one. */
  version: Version;
}

export function useVersionCatchUp<V extends object, Version = RecordVersion>(
  form: CatchUpForm<V>,
  initial: () => Opened<V, Version>,
) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState<Opened<V, Version>>(initial);
  /** Fields both changed, each to its own value: the person decides. */
  const [conflicts, setConflicts] = useState<string[]>([]);

  /** Moves the form onto the newer version; answers whether the save can be made again at once (no conflict). */
  const catchUp = (current: V, version: Version): boolean => {
    const rebased = rebaseValues(form.getValues(), opened.values, current);
    setOpened({ values: current, version });
    form.setInitialValues(current);
    form.setValues(rebased.values);
    setConflicts(rebased.conflicts);
    for (const name of rebased.conflicts) {
      const theirs = (current as Record<string, unknown>)[name];
      const isShown = (typeof theirs === 'string' && theirs !== '') || typeof theirs === 'number';
      form.setFieldError(name, isShown ? t('conflict.theirs', { value: `«${theirs}»` }) : t('conflict.changedToo'));
    }
    return rebased.conflicts.length === 0;
  };

  /** The saved values of the fields both changed replace the person's. */
  const takeSaved = () => {
    const setField = form.setFieldValue as (path: string, value: unknown) => void;
    for (const name of conflicts) {
      setField(name, (opened.values as Record<string, unknown>)[name]);
      form.clearFieldError(name);
    }
    setConflicts([]);
  };

  /**
   * A save went through: its values and version are the form's new starting point. What the person changed is
   * counted from the values the save sent: what was typed while it was on its way is still a change.
   */
  const saved = (values: V, version: Version, sent: V) => {
    setOpened({ values, version });
    form.setInitialValues(values);
    form.resetDirty(sent);
    setConflicts([]);
  };

  /**
   * After a 412: reads the record as stored now, moves the form onto it, and, when no field was changed by both,
   * saves again at once on it (`resave`, with the form's values and the new starting point). Answers false when the
   * record could not be read: the caller says so, and the person's values stay.
   */
  const resolveStale = async <R>(
    read: () => Promise<R>,
    toOpened: (current: R) => Opened<V, Version>,
    resave: (values: V, next: Opened<V, Version>, current: R) => void,
  ): Promise<boolean> => {
    const current = await read().then(
      (value) => ({ value }),
      () => undefined,
    );
    if (current === undefined) return false;
    const next = toOpened(current.value);
    if (catchUp(next.values, next.version)) resave(form.getValues(), next, current.value);
    return true;
  };

  return { opened, conflicts, resolveStale, takeSaved, saved, clearConflicts: () => setConflicts([]) };
}
