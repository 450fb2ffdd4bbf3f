// A staff screen's table, declared once as its columns: on a desktop a table (scrolling sideways when the screen is
// narrower than its minimum), on a phone one card per row, the first column as its title and the others as label
// and value. A phone showed only a table's first two columns, what each row was about (an entry's action, a
// payment's amount) past the screen's edge. A sortable table sorts from its headers, and on a phone from a select.
// The generic lists (ResourceTable) are one of its tables, their columns drawn from the contract.
import { Group, Stack, Table, type TableProps, type TableTdProps, Text } from '@mantine/core';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import type { SortOrder } from '../../lib/table-sort';
import { type CardField, FieldCard } from '../field-card/field-card';
import { ScrollTable } from '../scroll-table';
import { useIsPhone } from '../shell/use-is-phone';
import { SortHeader } from '../sort-header/sort-header';
import { SortSelect } from '../sort-select/sort-select';
import classes from './column-table.module.css';

export interface TableColumn<Row> {
  key: string;
  /** The column's header, and the value's label on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** A figure: lined up at the end on a desktop. */
  numeric?: boolean;
  /** The desktop cell's own props (a minimum width, no wrapping). */
  cellProps?: TableTdProps;
  /** On a phone, shown beside the card's title rather than among its fields (a status's badge). */
  asideOnPhone?: boolean;
  /** On a phone, left out of the card (a record's name fields, which its title says already). */
  hideOnPhone?: boolean;
  /** The row has nothing here, though its cell draws a sign of it ("—"): left out of the row's card too. */
  isEmpty?: (row: Row) => boolean;
  /** The table can be sorted by this column. */
  sortable?: boolean;
  /** A control in the header's place (a checkbox that selects every row): on a phone, above the cards. */
  headerControl?: ReactNode;
}

export interface TableSort {
  key: string | undefined;
  order: SortOrder;
  /** A header's click passes no order (the page turns it round from its URL state); the phone's select passes it. */
  onSort: (key: string, order?: SortOrder) => void;
  /** The phone's choices, when the rows sort by more than the sortable columns (a collection's sort fields). */
  options?: readonly { value: string; label: string }[];
}

interface ColumnTableProps<Row> extends Omit<TableProps, 'children'> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below it, the desktop's table scrolls sideways. */
  minWidth: number;
  /** A phone card's title when it is not the first column's value (a record's name, from several columns). */
  phoneTitle?: (row: Row) => ReactNode;
  sort?: TableSort;
  /** A click anywhere on a desktop's row but on its own controls (its title's link or button is the keyboard's
   * way, and a phone's). */
  onRowClick?: (row: Row) => void;
  /** The row open beside the table (a file in its drawer): marked in the table and among the cards. */
  isSelected?: (row: Row) => boolean;
}

/** A cell with nothing to show (null, undefined or '') is left out of a phone's card: no label over nothing. */
const hasValue = (value: ReactNode) => value !== null && value !== undefined && value !== '';

/** A row's values in a phone's card, at the table's 14 px as on a desktop (a plain text took the body's 16 px). */
function cardFields<Row>(columns: readonly TableColumn<Row>[], row: Row): CardField[] {
  return columns
    .filter((column) => !column.isEmpty?.(row))
    .map((column) => ({ key: column.key, label: column.header, value: column.cell(row) }))
    .filter((field) => hasValue(field.value))
    .map((field) => ({
      ...field,
      value: (
        <Text size="sm" component="div">
          {field.value}
        </Text>
      ),
    }));
}

export function ColumnTable<Row>(props: ColumnTableProps<Row>) {
  const isPhone = useIsPhone();
  return isPhone ? <RowCards {...props} /> : <RowTable {...props} />;
}

/** A click on a control inside a clickable row (a link, a button, a switch) does that control's thing only. */
const isOnControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, label, [role="button"]') !== null;

function RowCards<Row>({ columns, rows, rowKey, phoneTitle, sort, isSelected }: ColumnTableProps<Row>) {
  const [first, ...rest] = columns;
  const title = phoneTitle ?? first?.cell;
  const others = (phoneTitle ? columns : rest).filter((column) => !column.hideOnPhone);
  const asides = others.filter((column) => column.asideOnPhone);
  const shown = others.filter((column) => !column.asideOnPhone);
  const headerControls = columns.filter((column) => column.headerControl !== undefined);
  // Figures read side by side under their labels; texts each on its own line, label and value.
  const figures = shown.filter((column) => column.numeric);
  const texts = shown.filter((column) => !column.numeric);
  const sortOptions =
    sort?.options ??
    columns.filter((column) => column.sortable).map((column) => ({ value: column.key, label: column.header }));
  return (
    <Stack gap="sm">
      {headerControls.map((column) => (
        <div key={column.key}>{column.headerControl}</div>
      ))}
      {sort && sortOptions.length > 0 && (
        <SortSelect
          options={sortOptions}
          sort={sort.key}
          order={sort.order}
          onChange={(next) => sort.onSort(next.sort, next.order)}
        />
      )}
      <Stack gap="xs" component="ul" className={classes.cards}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <FieldCard
              selected={isSelected?.(row)}
              title={title?.(row)}
              aside={
                asides.length > 0 ? (
                  <Group gap="xs" wrap="nowrap">
                    {asides.map((column) => (
                      <Fragment key={column.key}>{column.cell(row)}</Fragment>
                    ))}
                  </Group>
                ) : undefined
              }
              fields={cardFields(texts, row)}
              figures={cardFields(figures, row)}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function RowTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  phoneTitle: _phoneTitle,
  sort,
  onRowClick,
  isSelected,
  ...tableProps
}: ColumnTableProps<Row>) {
  return (
    <ScrollTable minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              sort && column.sortable ? (
                <SortHeader
                  key={column.key}
                  ta={column.numeric ? 'end' : undefined}
                  label={column.header}
                  sorted={sort.key === column.key ? sort.order : undefined}
                  onSort={() => sort.onSort(column.key)}
                />
              ) : (
                <Table.Th key={column.key} ta={column.numeric ? 'end' : undefined}>
                  {column.headerControl ?? column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              className={onRowClick ? classes.clickableRow : undefined}
              onClick={onRowClick && ((event) => isOnControl(event) || onRowClick(row))}
              data-selected={isSelected?.(row) || undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'end' : undefined} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
