// The generic list screen of a collection (route: /colecciones/$collection or a module path): search box,
// saved views, column choice, filter chips, sortable table, paging through the collection's own search
// operation, all in the URL.

import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { bulkFields } from '../../lib/resources/bulk-actions';
import { type ListSearch, searchParams, validateListSearch } from '../../lib/resources/list-search';
import { shownColumns } from '../../lib/resources/table-columns';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { type ResourceScreenProps, useResourceScreenProps } from '../../lib/resources/use-resource-screen-props';
import { toggledSort } from '../../lib/table-sort';
import { ListStatus } from '../list-status';
import { useLinkProps } from '../navigation/use-link-props';
import { EmptyState, LoadingState } from '../screen-states/screen-states';
import { useIsPhone } from '../shell/use-is-phone';
import { BulkActionsBar } from './bulk-actions-bar';
import { ColumnsMenu } from './columns-menu';
import { ExportButton } from './export-button';
import { FilterChips } from './filter-chips';
import { FilterMenu } from './filter-menu';
import classes from './resource.module.css';
import { ResourcePageHeader } from './resource-page-header';
import { ResourcePager } from './resource-pager';
import { ResourceTable } from './resource-table';
import { RowDelete } from './row-delete';
import { SearchBox } from './search-box';
import { ErrorState } from './states';
import { UnknownCollection } from './unknown-collection';
import { ViewsMenu } from './views-menu';

const NONE: ReadonlySet<string> = new Set();

export function ResourceListPage() {
  const props = useResourceScreenProps();
  return props ? <ResourceList {...props} /> : <UnknownCollection />;
}

export function ResourceList({ definition, basePath, titleKey }: ResourceScreenProps) {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const navigate = useNavigate();
  const search = validateListSearch(useSearch({ strict: false }));
  const page = useQuery({
    ...definition.operations.searchQuery(searchParams(search, definition.contract)),
    placeholderData: keepPreviousData,
  });
  const setSearch = (changes: Partial<ListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...changes }),
      replace: true,
    });
  // A saved view replaces the whole list state (the free text and page included).
  const replaceSearch = (next: ListSearch) => void navigate({ to: '.', search: { ...next }, replace: true });
  const columns = shownColumns(definition.contract, search.columns, definition.columns);
  const removeFilter = (field: string) => {
    const { [field]: _removed, ...rest } = search.filters ?? {};
    setSearch({ filters: Object.keys(rest).length > 0 ? rest : undefined, page: 1 });
  };
  // Rows ticked for a bulk action, on the page shown: another page, search or sort starts with none (other columns
  // keep them).
  const searchKey = JSON.stringify([search.q, search.filters, search.sort, search.order, search.page, search.size]);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const selected = selection.key === searchKey ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ key: searchKey, ids });
  const selectedRecords = page.data?.items.filter((record) => selected.has(record._id)) ?? [];
  const canBulk = bulkFields(definition).length > 0 || definition.operations.remove !== undefined;
  const canCreate = definition.operations.create !== undefined;
  const openable = definition.operations.getQuery !== undefined;
  const isPhone = useIsPhone();
  const emptyText = labels.text(search.q || search.filters ? 'ui.noMatches' : 'ui.empty');
  // Said once the new search's answer is in: the answer before it, kept on screen meanwhile, would say nothing new.
  const listStatus =
    page.isSuccess && !page.isPlaceholderData
      ? page.data.items.length === 0
        ? emptyText
        : labels.text('ui.total', { count: page.data.total })
      : undefined;

  return (
    <Stack gap="md">
      <ResourcePageHeader
        title={labels.screenTitle(definition.name, titleKey)}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} {...linkProps(`${basePath}/nuevo`)} component="a">
              {labels.text('ui.new')}
            </Button>
          )
        }
      />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group className={classes.toolbar}>
            <SearchBox
              value={search.q ?? ''}
              label={labels.text('ui.search')}
              clearLabel={labels.text('ui.clearSearch')}
              onChange={(q) => setSearch({ q: q.trim() || undefined, page: 1 })}
            />
            <Group gap="xs" className={classes.toolbarActions}>
              {definition.contract.filters.length > 0 && (
                <FilterMenu
                  definition={definition}
                  onAdd={(field, value) => setSearch({ filters: { ...search.filters, [field]: value }, page: 1 })}
                />
              )}
              {!isPhone && (
                <ColumnsMenu
                  definition={definition}
                  shown={columns}
                  onChange={(next) => setSearch({ columns: next })}
                />
              )}
              <ExportButton definition={definition} source={{ search }} columns={columns} compact={isPhone} />
              <ViewsMenu
                definition={definition}
                search={search}
                shownColumns={columns}
                onSearchChange={replaceSearch}
              />
            </Group>
          </Group>
          <FilterChips definition={definition} search={search} onRemove={removeFilter} />
          {selectedRecords.length > 0 && (
            <BulkActionsBar
              definition={definition}
              records={selectedRecords}
              columns={columns}
              onSelectionChange={setSelected}
            />
          )}
          <ListStatus
            message={listStatus}
            query={JSON.stringify([search.q, search.filters, search.size])}
            page={page.data && { number: search.page, count: page.data.totalPages }}
          />
          {page.isPending ? (
            <LoadingState />
          ) : page.isError ? (
            <ErrorState query={page} />
          ) : page.data.items.length === 0 ? (
            <EmptyState message={emptyText} />
          ) : (
            <>
              <ResourceTable
                definition={definition}
                records={page.data.items}
                columns={columns}
                sort={{ sort: search.sort ?? definition.contract.defaultSort, order: search.order }}
                // On a phone no headers to click: the contract's sortable fields (not the ids), in a select.
                sortFields={definition.contract.sortFields.filter((field) => field !== '_id')}
                onSortChange={(column, order) =>
                  void navigate({
                    to: '.',
                    search: (previous: Record<string, unknown>) => {
                      const current = validateListSearch(previous);
                      const sorted = { sort: current.sort ?? definition.contract.defaultSort, order: current.order };
                      return {
                        ...previous,
                        ...(order ? { sort: column, order } : toggledSort(sorted, column)),
                        page: 1,
                      };
                    },
                    replace: true,
                  })
                }
                recordHref={openable ? (record) => `${basePath}/${record._id}` : undefined}
                actions={openable ? undefined : (record) => <RowDelete definition={definition} record={record} />}
                selection={canBulk ? { selected, onChange: setSelected } : undefined}
              />
              <ResourcePager
                page={search.page}
                totalPages={page.data.totalPages}
                total={page.data.total}
                size={search.size}
                onPageChange={(next) => setSearch({ page: next })}
                onSizeChange={(size) => setSearch({ size, page: 1 })}
              />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
