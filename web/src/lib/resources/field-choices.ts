// Values that name parts of the contract (x-collection-name, x-field-of, x-value-of): the collections, the
// fields of a collection that its lists can show as columns, filter by or sort by, and values of such a field.
// A saved view names them; its form offers them, and its values read as their titles.

import type { CollectionName } from '@api/resources/collections';
import type { JsonSchema } from '@api/resources/resource-types';
import { isCollectionName, type ResourceDefinition, resourceDefinition } from './resource-definition';
import { columnChoices } from './table-columns';

type FieldUse = NonNullable<JsonSchema['x-field-of']>['as'];

/** The fields of `collection` usable as `use`, or none when the value names no collection. */
export function fieldChoices(collection: unknown, use: FieldUse): string[] {
  if (typeof collection !== 'string' || !isCollectionName(collection)) return [];
  const { contract } = resourceDefinition(collection);
  if (use === 'columns') return columnChoices(contract);
  if (use === 'sort') return [...contract.sortFields];
  return contract.filters.map((filter) => filter.name);
}

/** The collection whose fields a value of `schema` names, read from the record (the whole one, for nested values). */
export function fieldOwner(schema: JsonSchema, root: Readonly<Record<string, unknown>>): CollectionName | undefined {
  const mark = schema['x-field-of'];
  const owner = mark ? root[mark.collection] : undefined;
  return typeof owner === 'string' && isCollectionName(owner) ? owner : undefined;
}

/** Where a value of `schema` (x-value-of) belongs: the collection and the field whose value it is, if named. */
export function valueOwner(
  schema: JsonSchema,
  item: Readonly<Record<string, unknown>>,
  root: Readonly<Record<string, unknown>>,
): { definition: ResourceDefinition; field: string } | undefined {
  const mark = schema['x-value-of'];
  if (!mark) return undefined;
  const collection = root[mark.collection];
  const field = item[mark.field];
  if (typeof collection !== 'string' || !isCollectionName(collection) || typeof field !== 'string' || field === '')
    return undefined;
  return { definition: resourceDefinition(collection), field };
}

/** Whether a value of `schema` (or of its items, or of its properties) names fields or values of the collection
 * that the record's property `collection` names. */
function dependsOn(schema: JsonSchema, collection: string): boolean {
  return (
    schema['x-field-of']?.collection === collection ||
    schema['x-value-of']?.collection === collection ||
    (schema.items !== undefined && dependsOn(schema.items, collection)) ||
    Object.values(schema.properties ?? {}).some((child) => dependsOn(child, collection))
  );
}

/** The record's properties whose values belong to the collection its property `collection` names, each with its
 * empty value: another collection empties them (a saved view's columns, filters and sort field). */
export function dependentsOf(entity: JsonSchema, collection: string): [string, string | string[]][] {
  return Object.entries(entity.properties ?? {})
    .filter(([, schema]) => dependsOn(schema, collection))
    .map(([name, schema]) => [name, schema.type === 'array' ? [] : '']);
}
