// Saved views (view selectors) ↔ the list's URL state. A view's filters apply only where the collection's
// search operation has that filter with a matching operator (eq on exact and membership filters, contains
// on text filters); the rest are counted as skipped so the screen can say so.
import type { ViewSelector, ViewSelectorInput } from '@api/model';
import type { CollectionContract } from '@api/resources/resource-types';
import { activeFilters, type ListSearch } from './list-search';

type Match = CollectionContract['filters'][number]['match'];
type ViewFilter = NonNullable<ViewSelector['filters']>[number];

const operatorFor = (match: Match): ViewFilter['operator'] => (match === 'contains' ? 'contains' : 'eq');

/** A one-value `in` is an `eq`; other operators stay as saved. */
function normalised(filter: ViewFilter): ViewFilter {
  return filter.operator === 'in' && !filter.value.includes(',') ? { ...filter, operator: 'eq' } : filter;
}

export interface AppliedView {
  /** The list state the view sets (page back to 1, free text cleared). */
  search: ListSearch;
  /** How many of the view's filters this list cannot apply. */
  skipped: number;
}

export function viewToSearch(view: ViewSelector, contract: CollectionContract, size: number): AppliedView {
  const properties = contract.entity.properties ?? {};
  const columns = view.columns.filter((field) => Object.hasOwn(properties, field));
  const matches = new Map(contract.filters.map((filter) => [filter.name, filter.match]));
  const filters: Record<string, string> = {};
  let skipped = 0;
  for (const filter of (view.filters ?? []).map(normalised)) {
    const match = matches.get(filter.field);
    if (match && operatorFor(match) === filter.operator) filters[filter.field] = filter.value;
    else skipped += 1;
  }
  const sortable = view.sortField !== undefined && contract.sortFields.includes(view.sortField);
  return {
    search: {
      page: 1,
      size,
      order: view.sortOrder ?? 'asc',
      ...(sortable ? { sort: view.sortField } : {}),
      ...(columns.length > 0 ? { columns } : {}),
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      view: view._id,
    },
    skipped,
  };
}

export type ViewState = Pick<ViewSelectorInput, 'columns' | 'filters' | 'sortField' | 'sortOrder'>;

/** What "save the current view" stores: the columns shown, the applied filters and the sort. */
export function searchToView(
  search: ListSearch,
  shownColumns: readonly string[],
  contract: CollectionContract,
): ViewState {
  const matches = new Map(contract.filters.map((filter) => [filter.name, filter.match]));
  const filters = Object.entries(activeFilters(search, contract)).map(([field, value]) => ({
    field,
    operator: operatorFor(matches.get(field) ?? 'equals'),
    value: String(value),
  }));
  const sortable = search.sort !== undefined && contract.sortFields.includes(search.sort);
  return {
    columns: [...shownColumns],
    filters,
    ...(sortable ? { sortField: search.sort, sortOrder: search.order } : {}),
  };
}
