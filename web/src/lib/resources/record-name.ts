// The human name of a record: the declared name fields, else the first naming field its schema has.
import type { JsonSchema, ResourceRecord } from '@api/resources/resource-types';

const NAMING_FIELDS = ['name', 'title', 'label', 'term', 'username', 'code', 'slug', 'textdata', 'description'];

export function defaultNameFields(entity: JsonSchema): string[] {
  const properties = entity.properties ?? {};
  const field = NAMING_FIELDS.find((name) => properties[name] !== undefined);
  return field ? [field] : [];
}

/** The record's name, or undefined when none of its name fields has a value (never the raw id). */
export function recordName(record: ResourceRecord | undefined, nameFields: readonly string[]): string | undefined {
  if (!record) return undefined;
  const parts = nameFields.map((field) => record[field]).filter((value) => typeof value === 'string' && value !== '');
  return parts.length > 0 ? parts.join(' ') : undefined;
}
