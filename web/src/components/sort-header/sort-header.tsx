// A table's column header that sorts: the header cell's `aria-sort` and the button inside it, with an arrow for the
// order it is sorted in (or the two-way arrows while it is not). The generic lists' tables and the staff screens'
// own (ColumnTable) sort through it.
import { Table, type TableThProps, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortOrder } from '../../lib/table-sort';
import classes from './sort-header.module.css';

interface SortHeaderProps extends Omit<TableThProps, 'children'> {
  label: ReactNode;
  /** The order the table is sorted in by this column; undefined while it is sorted by another. */
  sorted: SortOrder | undefined;
  onSort: () => void;
}

export function SortHeader({ label, sorted, onSort, ...thProps }: SortHeaderProps) {
  const Icon = sorted === undefined ? IconArrowsSort : sorted === 'asc' ? IconArrowUp : IconArrowDown;
  const ariaSort = sorted === undefined ? 'none' : sorted === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th {...thProps} aria-sort={ariaSort}>
      <UnstyledButton className={classes.sortButton} onClick={onSort}>
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
