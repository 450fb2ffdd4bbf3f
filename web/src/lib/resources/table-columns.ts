// Schema → table columns: the name fields first, then short fields (no long texts, lists, nested objects,
// ids of the record itself or timestamps), five at most; a declaration may list them instead.
import type { CollectionContract } from '@api/resources/resource-types';
import { fieldKind, isScalarKind } from './field-kind';

const MAX_COLUMNS = 6;
const HIDDEN = new Set(['_id', 'createdAt', 'updatedAt', 'password', 'avatar']);

export function defaultColumns(contract: CollectionContract, nameFields: readonly string[]): string[] {
  const properties = contract.entity.properties ?? {};
  const short = columnChoices(contract);
  const ordered = [...nameFields.filter((field) => properties[field]), ...short.filter((f) => !nameFields.includes(f))];
  return ordered.slice(0, MAX_COLUMNS);
}

/** Whether the search operation can sort by the field (else its header is not clickable). */
export const isSortable = (contract: CollectionContract, field: string) => contract.sortFields.includes(field);

/** Fields a user may show as columns: every short field the table can render. */
export function columnChoices(contract: CollectionContract): string[] {
  return Object.entries(contract.entity.properties ?? {})
    .filter(([field, schema]) => !HIDDEN.has(field) && !schema.writeOnly && isScalarKind(fieldKind(schema)))
    .map(([field]) => field);
}

/** The URL's columns that exist in the collection, else the default ones. */
export function shownColumns(
  contract: CollectionContract,
  chosen: readonly string[] | undefined,
  defaults: readonly string[],
) {
  const known = (chosen ?? []).filter((field) => Object.hasOwn(contract.entity.properties ?? {}, field));
  return known.length > 0 ? known : [...defaults];
}
