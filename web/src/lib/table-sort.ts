// The sort a click on a column header asks for: that column ascending, or the other way round when the table is
// sorted by it already. Work it out from the URL state the click lands on (inside navigate's search updater),
// not from the state last drawn: two quick clicks then sort descending even when the table has not been
// redrawn in between (the URL changes before the screen does).
export type SortOrder = 'asc' | 'desc';

export interface ColumnSort<Column extends string = string> {
  sort?: Column | undefined;
  order: SortOrder;
}

export function toggledSort<Column extends string>(
  current: ColumnSort<Column>,
  column: Column,
): { sort: Column; order: SortOrder } {
  return { sort: column, order: current.sort === column && current.order === 'asc' ? 'desc' : 'asc' };
}
