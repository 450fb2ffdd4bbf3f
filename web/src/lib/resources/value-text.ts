// A field's value as text for people, by the contract's schema: an enum by its word, yes or no, dates, money, sizes
// and numbers in the current language, the name of a collection, of a field or of a permission by its title. The one
// writer behind a screen's values (ValueView), a record's name (useRecordNames) and a list's export (list-export), so
// that the three say a value alike.
import type { AuditLogChangedValues } from '@api/model';
import type { JsonSchema } from '@api/resources/resource-types';
import { formatMoney } from '../intl/currency';
import { formatFileSize } from '../intl/file-size';
import { dateTimeFormat, numberFormat } from '../intl/formatters';
import { fieldOwner, valueOwner } from './field-choices';
import { fieldKind, filterValueSchema } from './field-kind';
import { filterValue } from './list-search';
import {
  type CollectionName,
  isCollectionName,
  type ResourceDefinition,
  resourceDefinition,
} from './resource-definition';
import type { ResourceLabels } from './use-resource-labels';

/** The words a value is written with (useResourceLabels's, in the current language). */
export interface ValueWords {
  language: string;
  /** An enum value's word in the collection ('value', 'collection', 'field'). */
  value: (value: string, collection?: string, field?: string) => string;
  /** A collection's title. */
  title: (collection: string) => string;
  /** A field's title in its collection. */
  field: (collection: string, field: string) => string;
  /** A permission `module:role` in words. */
  moduleRole: (code: string) => string;
  yes: string;
  no: string;
  /** A referenced record's name, where the writer has it (a list's export fetched it); else its id is written. */
  referencedName?: (collection: CollectionName, id: string) => string | undefined;
}

export const valueWords = (labels: ResourceLabels): ValueWords => ({
  language: labels.language,
  value: labels.value,
  title: labels.title,
  field: labels.field,
  moduleRole: labels.moduleRole,
  yes: labels.text('ui.yes'),
  no: labels.text('ui.no'),
});

/** Where a value sits: its collection and field (a dotted path when nested), its schema, the record it is a field of
 * and the whole record (a nested value's x-field-of and x-value-of name fields of the whole one). */
export interface ValuePlace {
  definition: ResourceDefinition;
  field: string;
  schema: JsonSchema;
  record: Readonly<Record<string, unknown>>;
  root?: Readonly<Record<string, unknown>>;
}

/** A value a record does not have: shown as "—", left out of a card and a name. */
export const isNoValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether the value (or its items) is a permission, whose code stays in a tooltip. */
export const isModuleRole = (schema: JsonSchema) => (schema.items ?? schema)['x-module-role'] === true;

/** A date (`date`, a calendar day: read in UTC) or a date-time, as the current language writes it. */
export function formatDateValue(kind: 'date' | 'dateTime', value: unknown, language: string): string {
  // A moment kept as milliseconds (x-epoch-ms) is a number.
  const date = new Date(typeof value === 'number' ? value : String(value));
  const style: Intl.DateTimeFormatOptions =
    kind === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' };
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(language, style).format(date);
}

/** The field whose value a filter's value is (x-value-of), the value typed as the list's filters type it. */
export function filteredPlace(place: ValuePlace, value: unknown): { place: ValuePlace; value: unknown } | undefined {
  const owner = valueOwner(place.schema, place.record, place.root ?? place.record);
  if (!owner) return undefined;
  // "false" is no.
  const typed = filterValue(owner.definition.contract, owner.field, String(value)) ?? value;
  return {
    place: {
      definition: owner.definition,
      field: owner.field,
      schema: filterValueSchema(owner.definition.entity, owner.field),
      record: { [owner.field]: typed },
    },
    value: typed,
  };
}

/** One text or one item of a list: a permission, a field's name, a collection's name by its title; an enum's word. */
export function itemText(place: ValuePlace, item: string, words: ValueWords): string {
  const { definition, field, schema } = place;
  const items = schema.items ?? schema;
  if (items.enum) return words.value(item, definition.name, field);
  if (isModuleRole(schema)) return words.moduleRole(item);
  const owner = fieldOwner(items, place.root ?? place.record);
  if (owner) return words.field(owner, item);
  return items['x-collection-name'] && isCollectionName(item) ? words.title(item) : item;
}

/** A changed field's values before and after, where the record kept them (its property the x-change-values mark
 * names): `before` absent when the record had none. The audit trail's shape, the one collection that keeps them. */
export type ChangedValue = AuditLogChangedValues[string];

/** The values kept for the changed field `field`, named by a value of `place` (x-change-values), if any. */
export function changedValue(place: ValuePlace, field: string): ChangedValue | undefined {
  const key = place.schema['x-change-values'];
  const values = key === undefined ? undefined : (place.root ?? place.record)[key];
  const change = values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[field] : undefined;
  return change !== null && typeof change === 'object' ? (change as ChangedValue) : undefined;
}

/** Where a value of the changed field `field` sits: that field of the collection the record names (x-field-of). */
export function changedFieldPlace(place: ValuePlace, field: string, value: unknown): ValuePlace | undefined {
  const owner = fieldOwner(place.schema.items ?? place.schema, place.root ?? place.record);
  if (!owner) return undefined;
  const definition = resourceDefinition(owner);
  return { definition, field, schema: definition.entity.properties?.[field] ?? {}, record: { [field]: value } };
}

/** The collection a changed field's value (a record's id) names, if the field is a reference. */
export function changedReferenceTarget(place: ValuePlace, field: string, value: unknown): CollectionName | undefined {
  const at = typeof value === 'string' ? changedFieldPlace(place, field, value) : undefined;
  return at?.definition.refTarget(field, at.record);
}

/** A changed field in words, with its values where kept: "Estado: En curso → Completada" ("—" for no value; a
 * referenced record by its name where the writer has it, else by its id). */
function changeText(place: ValuePlace, field: string, words: ValueWords): string {
  const name = itemText(place, field, words);
  const change = changedValue(place, field);
  if (!change) return name;
  const side = (value: unknown) => {
    if (isNoValue(value)) return '—';
    const target = changedReferenceTarget(place, field, value);
    const named = target && words.referencedName?.(target, String(value));
    if (named) return named;
    const at = changedFieldPlace(place, field, value);
    const text = at && valueText(at, value, words);
    return text ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  return `${name}: ${side(change.before)} → ${side(change.after)}`;
}

/**
 * The value as text, or undefined when it is none or not one this writes: a reference (its record's name is
 * fetched), a nested object or structured data.
 */
export function valueText(place: ValuePlace, value: unknown, words: ValueWords): string | undefined {
  if (isNoValue(value)) return undefined;
  const filtered = filteredPlace(place, value);
  if (filtered) return valueText(filtered.place, filtered.value, words);
  const { schema } = place;
  const kind = fieldKind(schema);
  switch (kind) {
    case 'enum':
    case 'text':
    case 'longText':
    case 'color':
      return itemText(place, String(value), words);
    case 'enumList':
    case 'tags':
      if (schema['x-change-values'] !== undefined)
        return (value as unknown[]).map((item) => changeText(place, String(item), words)).join('; ');
      return (value as unknown[]).map((item) => itemText(place, String(item), words)).join(', ');
    case 'boolean':
      return value ? words.yes : words.no;
    case 'date':
    case 'dateTime':
      return formatDateValue(kind, value, words.language);
    case 'number':
    case 'integer': {
      const currency = schema['x-currency'];
      if (currency) return formatMoney(words.language, currency, Number(value));
      return schema['x-bytes']
        ? formatFileSize(Number(value), words.language)
        : numberFormat(words.language).format(Number(value));
    }
    default:
      return undefined;
  }
}
