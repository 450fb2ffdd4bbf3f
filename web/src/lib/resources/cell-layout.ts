// How a table column lays out its values, from the field's schema: numbers (amounts above all) line up on the
// right, as figures are read; short values (codes, dates, numbers) stay on one line, where "CAT-0001" broke
// at its hyphen and a date over three lines. An enum's value is a word or two (its longest Spanish label, 22
// letters): its badge stays on one line, where "Selección múltiple" broke in two beside a label with room to wrap;
// a collection's name, shown as its title, too.
import type { JsonSchema } from '@api/resources/resource-types';
import { fieldKind } from './field-kind';

/** A text at most this long is a code, a number or a label (the contract's codes and references: 30-40): one line. */
const SHORT_TEXT = 40;

export interface CellLayout {
  align: 'start' | 'end';
  noWrap: boolean;
}

export function cellLayout(schema: JsonSchema): CellLayout {
  const kind = fieldKind(schema);
  if (kind === 'number' || kind === 'integer') return { align: 'end', noWrap: true };
  const short =
    kind === 'date' ||
    kind === 'dateTime' ||
    kind === 'color' ||
    kind === 'enum' ||
    schema['x-collection-name'] === true ||
    (kind === 'text' && (schema.maxLength ?? Infinity) <= SHORT_TEXT);
  return { align: 'start', noWrap: short };
}
