// A staff screen's table, declared once as its columns: on a desktop a table (scrolling sideways when the screen is
// narrower than its minimum), on a phone one card per row, the first column as its title and the others as label
// and value. A phone showed only a table's first two columns, what each row was about (an entry's action, a
// payment's amount) past the screen's edge.
import { Stack, Table, type TableProps, type TableTdProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FieldCard } from '../field-card/field-card';
import { ScrollTable } from '../scroll-table';
import { useIsPhone } from '../shell/use-is-phone';
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
}

/** A cell with nothing to show (null, undefined or '') is left out of a phone's card: no label over nothing. */
const hasValue = (value: ReactNode) => value !== null && value !== undefined && value !== '';

interface ColumnTableProps<Row> extends Omit<TableProps, 'children'> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below it, the desktop's table scrolls sideways. */
  minWidth: number;
}

export function ColumnTable<Row>({ columns, rows, rowKey, minWidth, ...tableProps }: ColumnTableProps<Row>) {
  const isPhone = useIsPhone();
  if (isPhone) {
    const [title, ...others] = columns;
    const aside = others.find((column) => column.asideOnPhone);
    const fields = others.filter((column) => column !== aside);
    return (
      <Stack gap="xs" component="ul" className={classes.cards}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <FieldCard
              title={title?.cell(row)}
              aside={aside?.cell(row)}
              fields={fields
                .map((column) => ({ key: column.key, label: column.header, value: column.cell(row) }))
                .filter((field) => hasValue(field.value))
                // At the table's 14 px, as on a desktop: a plain text took the body's 16 px beside a 14 px one.
                .map((field) => ({
                  ...field,
                  value: (
                    <Text size="sm" component="div">
                      {field.value}
                    </Text>
                  ),
                }))}
            />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'end' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
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
