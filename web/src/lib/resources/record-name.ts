// The human name of a record: the declared name fields, else the first naming field its schema has.
import type { JsonSchema, ResourceRecord } from '@api/resources/resource-types';

const NAMING_FIELDS = ['name', 'title', 'label', 'term', 'username', 'code', 'slug', 'textdata', 'description'];

export function defaultNameFields(entity: JsonSchema): string[] {
  const properties = entity.properties ?? {};
  const field = NAMING_FIELDS.find((name) => properties[name] !== undefined);
  return field ? [field] : [];
}

/** Writes one name field's value for people; undefined when it has none. */
export type NamePartWriter = (field: string, value: unknown) => string | undefined;

const asText: NamePartWriter = (_field, value) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The record's name, or undefined when none of its name fields has a value (never the raw id). */
export function recordName(
  record: ResourceRecord | undefined,
  nameFields: readonly string[],
  writePart: NamePartWriter = asText,
  separator = ' ',
): string | undefined {
  if (!record) return undefined;
  const parts = nameFields.map((field) => writePart(field, record[field])).filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(separator) : undefined;
}
