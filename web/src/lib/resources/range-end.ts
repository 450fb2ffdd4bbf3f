// The ends of a date range filter (`tsFrom`, `tsTo`: x-filter match `from`/`to`), which read a field (`ts`) under a name
// of their own: the lists' labels, value inputs and chips ask here whether a filter is one.
import type { CollectionContract } from '@api/resources/resource-types';

export interface RangeEnd {
  /** The date or date-time field the range bounds. */
  field: string;
  end: 'from' | 'to';
}

/** The range end the search filter `name` is, if it is one. */
export function rangeEnd(contract: CollectionContract, name: string): RangeEnd | undefined {
  const filter = contract.filters.find((candidate) => candidate.name === name);
  return filter?.match === 'from' || filter?.match === 'to' ? { field: filter.field, end: filter.match } : undefined;
}
