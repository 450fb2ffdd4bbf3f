// Schema → field kind: the one decision that picks a field's input, its column cell and its detail value.
import type { JsonSchema, JsonType } from '@api/resources/resource-types';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'date'
  | 'dateTime'
  | 'reference'
  | 'tags'
  | 'enumList'
  | 'referenceList'
  | 'object'
  | 'objectList'
  | 'json'
  | 'color';

/** The contract's record identifier pattern (24 lowercase hex characters). */
export const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';
/** The contract's colour pattern (`#2563eb`): picked with a colour input, shown with a swatch. */
export const HEX_COLOR_PATTERN = '^#[0-9a-f]{6}$';
// Texts allowed to be longer than this get a multi-line input and stay out of table columns.
const LONG_TEXT = 300;

/** The non-null type of a schema (`[string, 'null']` → string). */
export function baseType(schema: JsonSchema): JsonType | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  return type?.find((entry) => entry !== 'null');
}

export const isNullable = (schema: JsonSchema) => Array.isArray(schema.type) && schema.type.includes('null');

export function isObjectId(schema: JsonSchema): boolean {
  return baseType(schema) === 'string' && schema.pattern === OBJECT_ID_PATTERN;
}

export function fieldKind(schema: JsonSchema): FieldKind {
  switch (baseType(schema)) {
    case 'string':
      if (schema.enum) return 'enum';
      if (schema.format === 'date') return 'date';
      if (schema.format === 'date-time') return 'dateTime';
      if (isObjectId(schema)) return 'reference';
      if (schema.pattern === HEX_COLOR_PATTERN) return 'color';
      return (schema.maxLength ?? 0) > LONG_TEXT ? 'longText' : 'text';
    case 'number':
      return 'number';
    case 'integer':
      return schema['x-epoch-ms'] ? 'dateTime' : 'integer';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const items = schema.items ?? {};
      if (baseType(items) === 'string') return items.enum ? 'enumList' : isObjectId(items) ? 'referenceList' : 'tags';
      return baseType(items) === 'object' && items.properties ? 'objectList' : 'json';
    }
    case 'object':
      return schema.properties ? 'object' : 'json';
    default:
      return 'json';
  }
}

/** Kinds that fit in a table cell. */
export const isScalarKind = (kind: FieldKind) =>
  !['longText', 'object', 'objectList', 'json', 'tags', 'enumList', 'referenceList'].includes(kind);

/** The schema a filter's value follows in `entity`: a list field is filtered by one of its items. */
export function filterValueSchema(entity: JsonSchema, field: string): JsonSchema {
  const schema = field
    .split('.')
    .reduce<JsonSchema | undefined>((node, key) => (node?.items ?? node)?.properties?.[key], entity);
  return schema?.items ?? schema ?? {};
}
