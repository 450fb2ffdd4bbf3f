// Rows of an import file, checked against the collection's create schema from the contract (the generated
// zod body): CSV through papaparse (header row, empty cells left out, a nested object's fields in dotted columns:
// `budget.amount`; every cell as its text, which the contract takes for numbers and flags as a form sends them, so a
// code of digits such as "0042" keeps its zeros), or JSON (an array of objects, or one object). And the CSV template of a
// collection: the header row of the fields a cell can hold.
import Papa from 'papaparse';
import { type FieldKind, isScalarKind } from '../../../lib/resources/field-kind';
import type { FormField } from '../../../lib/resources/form-fields';
import '../../../lib/zod-config';

export type ImportRow = Record<string, unknown>;

export interface CheckedRow {
  index: number;
  row: ImportRow;
  errors: string[];
}

interface BodySchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Parses a file's text by its name: `.json` as JSON, anything else as CSV. Throws on unreadable JSON. In a CSV, a
 * column with a reading of its own (`readings`, from `spreadsheetReadings`) has its cells read through it.
 */
export function parseImport(
  fileName: string,
  text: string,
  readings: ReadonlyMap<string, CellReading> = new Map(),
): ImportRow[] {
  if (fileName.toLowerCase().endsWith('.json')) {
    const data: unknown = JSON.parse(text);
    const rows = Array.isArray(data) ? data : [data];
    return rows.filter((row): row is ImportRow => typeof row === 'object' && row !== null && !Array.isArray(row));
  }
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return parsed.data.map((row) =>
    nestDotted(
      Object.entries(row)
        .filter(([key, value]) => key !== '' && value !== null && value !== '')
        .map(([key, value]) => [key, readings.get(key)?.(value) ?? value]),
    ),
  );
}

/** How a column's cell, as a spreadsheet wrote it, is given to the contract: as text it reads. */
export type CellReading = (cell: string) => string;

// A number as a spreadsheet in Spanish writes it in its CSV files (separated by ";"): a decimal comma, points
// between thousands ("48.000,50"). A comma is in no number the contract reads, so such a cell can mean nothing else.
const DECIMAL_COMMA = /^\s*[-+]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?\s*$/;

/** A number written with a decimal comma ("48.000,50") as the contract writes it ("48000.50"); any other text kept. */
const withDecimalPoint: CellReading = (cell) =>
  cell.includes(',') && DECIMAL_COMMA.test(cell) ? cell.trim().replaceAll('.', '').replace(',', '.') : cell;

// A flag as spreadsheets write it: TRUE and FALSE, VERDADERO and FALSO in Spanish (in any case).
const SPREADSHEET_FLAGS: Record<string, string> = { true: 'true', verdadero: 'true', false: 'false', falso: 'false' };

/** A flag a spreadsheet wrote ("VERDADERO") as the contract writes it ("true"); any other text kept. */
const asFlag: CellReading = (cell) => SPREADSHEET_FLAGS[cell.trim().toLowerCase()] ?? cell;

/** Sets an own property, whatever its name: a column named `__proto__` must not reach an object's prototype. */
const setOwn = (target: ImportRow, name: string, value: unknown) =>
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });

/** A CSV row's cells as a body: a dotted column (`budget.amount`) is a field of the object it names. */
function nestDotted(cells: readonly [string, unknown][]): ImportRow {
  const row: ImportRow = {};
  for (const [column, value] of cells) {
    const path = column.split('.');
    const name = path.pop() ?? column;
    let target = row;
    for (const part of path) {
      const inner = Object.hasOwn(target, part) ? target[part] : undefined;
      const object: ImportRow =
        typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as ImportRow) : {};
      setOwn(target, part, object);
      target = object;
    }
    setOwn(target, name, value);
  }
  return row;
}

/** Whether a CSV cell holds a field of this kind: one value, a long text too (lists and free JSON go in a JSON file). */
const fitsInCell = (kind: FieldKind) => isScalarKind(kind) || kind === 'longText';

/** The columns of a collection's CSV template: its create form's fields that a cell holds, a nested object's dotted. */
export function templateColumns(fields: readonly FormField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.readOnly) return [];
    const column = `${prefix}${field.name}`;
    if (field.kind === 'object') return templateColumns(field.children ?? [], `${column}.`);
    return fitsInCell(field.kind) ? [column] : [];
  });
}

/** The columns whose cells a spreadsheet writes its own way: numbers (a decimal comma) and flags (VERDADERO). */
export function spreadsheetReadings(fields: readonly FormField[], prefix = ''): Map<string, CellReading> {
  return new Map(
    fields.flatMap((field): [string, CellReading][] => {
      const column = `${prefix}${field.name}`;
      if (field.kind === 'object') return [...spreadsheetReadings(field.children ?? [], `${column}.`)];
      if (field.kind === 'number' || field.kind === 'integer') return [[column, withDecimalPoint]];
      return field.kind === 'boolean' ? [[column, asFlag]] : [];
    }),
  );
}

/** The CSV template: its header row alone, as the import reads it. */
export function csvTemplate(columns: readonly string[]): string {
  return `${Papa.unparse([columns], { newline: '\r\n' })}\r\n`;
}

export function checkRows(rows: readonly ImportRow[], schema: BodySchema): CheckedRow[] {
  return rows.map((row, index) => {
    const result = schema.safeParse(row);
    const errors = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '—'}: ${issue.message}`);
    return { index, row, errors };
  });
}
