// The data table of a collection: the chosen columns with human titles, sortable headers (where the search
// operation can sort), cells through ValueView, rows opening the record. Composable: pass any page of records.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Table } from '@mantine/core';
import { ScrollTable } from '../../components/scroll-table';
import { cellLayout } from '../../lib/resources/cell-layout';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { isSortable } from '../../lib/resources/table-columns';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import type { ColumnSort } from '../../lib/table-sort';
import { SortHeader } from '../sort-header/sort-header';
import classes from './resource.module.css';
import { CompactValue } from './value-view';

interface ResourceTableProps {
  definition: ResourceDefinition;
  records: readonly ResourceRecord[];
  /** Columns to show (default: the definition's). */
  columns?: readonly string[];
  sort?: ColumnSort;
  /** A click on a sortable column's header; the list works the order out (see toggledSort). */
  onSortChange?: (column: string) => void;
  onOpen?: (record: ResourceRecord) => void;
  /** Per-row actions in a last column (e.g. delete where records have no screen of their own). */
  actions?: (record: ResourceRecord) => React.ReactNode;
}

export function ResourceTable({
  definition,
  records,
  columns = definition.columns,
  sort,
  onSortChange,
  onOpen,
  actions,
}: ResourceTableProps) {
  const labels = useResourceLabels();
  const properties = definition.entity.properties ?? {};
  const layouts = new Map(columns.map((field) => [field, cellLayout(properties[field] ?? {})]));
  const nameColumn = columns.find((field) => definition.nameFields.includes(field));
  const cellClass = (field: string) =>
    [
      // The first column of the name keeps room: two of them (a person's surnames and first name) each kept
      // 14rem, and pushed the last columns out of a desktop's view.
      field === nameColumn ? classes.nameCell : undefined,
      layouts.get(field)?.noWrap ? classes.noWrap : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <ScrollTable minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((field) =>
              onSortChange && isSortable(definition.contract, field) ? (
                <SortHeader
                  key={field}
                  ta={layouts.get(field)?.align}
                  label={labels.field(definition.name, field)}
                  sorted={sort?.sort === field ? sort.order : undefined}
                  onSort={() => onSortChange(field)}
                />
              ) : (
                <Table.Th key={field} ta={layouts.get(field)?.align}>
                  {labels.field(definition.name, field)}
                </Table.Th>
              ),
            )}
            {actions && <Table.Th aria-label={labels.text('ui.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record._id} className={onOpen ? classes.row : undefined} onClick={() => onOpen?.(record)}>
              {columns.map((field) => (
                // The record's name keeps room to be read: in auto layout its clamped text gave way to every
                // column that wraps freely (a task's title cut to "Verificar la solvencia del…").
                <Table.Td key={field} ta={layouts.get(field)?.align} className={cellClass(field)}>
                  <CompactValue definition={definition} field={field} record={record} />
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(record)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
