// A pane's records as a list for assistive technology ("list, 15 items"), each record's link in an item of its own.
// The focus finds its way back by it too: on a phone, the list that comes back in a record's place gives the focus to
// that record's row (lib/focus/focus-places.ts).
import type { ReactNode } from 'react';
import classes from '../../theme/plain-list.module.css';

interface PaneRowsProps<T> {
  records: readonly T[];
  /** The record's stable key (its id). */
  recordKey: (record: T) => string;
  children: (record: T) => ReactNode;
}

export function PaneRows<T>({ records, recordKey, children }: PaneRowsProps<T>) {
  return (
    <ul className={classes.plainList}>
      {records.map((record) => (
        <li key={recordKey(record)}>{children(record)}</li>
      ))}
    </ul>
  );
}
