// A column header that sorts the table: a click sorts by it ascending, a second click descending (the page
// works the order out from the URL, see toggledSort).
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './inventory.module.css';
import type { InventorySortKey } from './inventory-search';

interface SortHeaderProps {
  column: InventorySortKey;
  sort: InventorySortKey;
  order: 'asc' | 'desc';
  onSort: (column: InventorySortKey) => void;
  children: ReactNode;
  numeric?: boolean;
}

export function SortHeader({ column, sort, order, onSort, children, numeric }: SortHeaderProps) {
  const isSorted = column === sort;
  const Icon = !isSorted ? IconSelector : order === 'asc' ? IconArrowUp : IconArrowDown;
  const ariaSort = !isSorted ? 'none' : order === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th aria-sort={ariaSort} ta={numeric ? 'right' : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)}>
        {children}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
