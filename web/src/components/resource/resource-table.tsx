// The data table of a collection, its columns drawn from the contract: human titles, sortable headers (where the
// search operation can sort), cells through ValueView, the record's name a link to its screen (a keyboard's way
// in; a click anywhere on the row opens it too). On a phone a card per record (ColumnTable), titled by its name.
// Composable: pass any page of records.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Anchor, Checkbox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cellLayout } from '../../lib/resources/cell-layout';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { isSortable } from '../../lib/resources/table-columns';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { type ResourceLabels, useResourceLabels } from '../../lib/resources/use-resource-labels';
import { isNoValue } from '../../lib/resources/value-text';
import type { ColumnSort, SortOrder } from '../../lib/table-sort';
import { tickedIds } from '../../lib/ticked-ids';
import { ColumnTable, type TableColumn } from '../column-table/column-table';
import { useLinkProps } from '../navigation/use-link-props';
import { useIsPhone } from '../shell/use-is-phone';
import classes from './resource.module.css';
import { CompactValue } from './value-view';

/** A phone's card shows the record's name and at most this many other columns: a card a screen long says less. */
const CARD_FIELDS = 4;

interface ResourceTableProps {
  definition: ResourceDefinition;
  records: readonly ResourceRecord[];
  /** Columns to show (default: the definition's). */
  columns?: readonly string[];
  /** The sort the rows are in (the collection's default when the URL names none). */
  sort?: ColumnSort;
  /** A sortable column's header passes no order (the list works it out, see toggledSort); the phone's select does. */
  onSortChange?: (column: string, order?: SortOrder) => void;
  /** The phone's sort choices: the fields the search operation sorts by, shown or not (default: the columns'). */
  sortFields?: readonly string[];
  /** The record's own screen, where it has one. */
  recordHref?: (record: ResourceRecord) => string;
  /** Per-row actions in a last column (e.g. delete where records have no screen of their own). */
  actions?: (record: ResourceRecord) => ReactNode;
  /** Rows ticked for an action on several records (BulkActionsBar): a checkbox first on each row. */
  selection?: RowSelection;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

export function ResourceTable({
  definition,
  records,
  columns = definition.columns,
  sort,
  onSortChange,
  sortFields,
  recordHref,
  actions,
  selection,
}: ResourceTableProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const linkProps = useLinkProps();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const properties = definition.entity.properties ?? {};
  const nameColumn = columns.find((field) => definition.nameFields.includes(field));
  // The link to the record: on its name, or on the first column when the name's columns were taken off the list.
  const linkColumn = nameColumn ?? columns[0];
  const cardFields = columns.filter((field) => !definition.nameFields.includes(field)).slice(0, CARD_FIELDS);
  const recordLink = (record: ResourceRecord, children: ReactNode, stretched?: boolean) =>
    recordHref ? (
      <Anchor {...linkProps(recordHref(record))} inherit className={stretched ? classes.stretchedLink : undefined}>
        {children}
      </Anchor>
    ) : (
      children
    );
  const fieldColumns = columns.map((field): TableColumn<ResourceRecord> => {
    const layout = cellLayout(properties[field] ?? {});
    return {
      key: field,
      header: labels.field(definition.name, field),
      numeric: layout.align === 'end',
      sortable: onSortChange !== undefined && isSortable(definition.contract, field),
      hideOnPhone: !cardFields.includes(field),
      isEmpty: (record) => isNoValue(record[field]),
      cellProps: {
        className:
          [
            // The first column of the name keeps room for its text (a one-line value needs none): two of them (a
            // person's surnames and first name) each kept 14rem, and pushed the last columns out of a desktop's view.
            field === nameColumn && !layout.noWrap ? classes.nameCell : undefined,
            layout.noWrap ? classes.noWrap : undefined,
          ]
            .filter(Boolean)
            .join(' ') || undefined,
      },
      cell: (record) => {
        const value = <CompactValue definition={definition} field={field} record={record} />;
        return field === linkColumn ? recordLink(record, value) : value;
      },
    };
  });
  const selectColumn = selection
    ? [selectionColumn(selection, records, labels, (record) => names.label(definition, record), isPhone)]
    : [];
  const actionColumn: TableColumn<ResourceRecord>[] = actions
    ? [{ key: '_actions', header: labels.text('ui.actions'), asideOnPhone: true, cell: actions }]
    : [];
  return (
    <ColumnTable
      columns={[...selectColumn, ...fieldColumns, ...actionColumn]}
      rows={records}
      rowKey={(record) => record._id}
      minWidth={560}
      // The whole card opens the record: its title's link stretches over it.
      phoneTitle={(record) => recordLink(record, names.label(definition, record), true)}
      sort={
        onSortChange && {
          key: sort?.sort,
          order: sort?.order ?? 'asc',
          onSort: onSortChange,
          // Without them, the sortable columns.
          options: sortFields?.map((field) => ({ value: field, label: labels.field(definition.name, field) })),
        }
      }
      onRowClick={recordHref && ((record) => void navigate({ href: recordHref(record) }))}
      highlightOnHover
      verticalSpacing="sm"
      className={classes.table}
    />
  );
}

/** The ticks of the rows: one per row (named by its record), and one for every row of the page. */
function selectionColumn(
  { selected, onChange }: RowSelection,
  records: readonly ResourceRecord[],
  labels: ResourceLabels,
  nameOf: (record: ResourceRecord) => string,
  isPhone: boolean,
): TableColumn<ResourceRecord> {
  const ticked = records.filter((record) => selected.has(record._id)).length;
  const toggled = (ids: readonly string[], isOn: boolean) => tickedIds(selected, ids, isOn);
  const selectAll = labels.text('ui.bulk.selectAll');
  return {
    key: '_select',
    header: selectAll,
    asideOnPhone: true,
    cellProps: { className: classes.selectCell },
    headerControl: (
      <Checkbox
        // On a phone it stands above the cards, with its words; in a table's header, its name only.
        label={isPhone ? selectAll : undefined}
        aria-label={isPhone ? undefined : selectAll}
        checked={records.length > 0 && ticked === records.length}
        indeterminate={ticked > 0 && ticked < records.length}
        onChange={(event) =>
          onChange(
            toggled(
              records.map((record) => record._id),
              event.currentTarget.checked,
            ),
          )
        }
      />
    ),
    cell: (record) => (
      <Checkbox
        aria-label={labels.text('ui.bulk.selectRecord', { name: nameOf(record) })}
        checked={selected.has(record._id)}
        onChange={(event) => onChange(toggled([record._id], event.currentTarget.checked))}
      />
    ),
  };
}
