// A scalar field's value as text for people, by its kind: dates and numbers in the current language, enum
// values by their label. The detail and table cells (ValueView) and record names write values alike.

import { dateTimeFormat, numberFormat } from '../intl/formatters';
import type { FieldKind } from './field-kind';

/** A date (`date`, a calendar day: read in UTC) or a date-time, as the current language writes it. */
export function formatDateValue(kind: 'date' | 'dateTime', value: unknown, language: string): string {
  // A moment kept as milliseconds (x-epoch-ms) is a number.
  const date = new Date(typeof value === 'number' ? value : String(value));
  const style: Intl.DateTimeFormatOptions =
    kind === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' };
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(language, style).format(date);
}

/** The value as text, or undefined when it is empty or not a scalar this can write (ids, lists, objects). */
export function formatScalar(
  kind: FieldKind,
  value: unknown,
  language: string,
  enumLabel: (value: string) => string,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (kind) {
    case 'text':
    case 'longText':
      return typeof value === 'string' ? value : undefined;
    case 'enum':
      return enumLabel(String(value));
    case 'date':
    case 'dateTime':
      return formatDateValue(kind, value, language);
    case 'number':
    case 'integer':
      return numberFormat(language).format(Number(value));
    default:
      return undefined;
  }
}
