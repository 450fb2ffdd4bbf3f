// Rows of an import file, checked against the collection's create schema from the contract (the generated
// zod body): CSV through papaparse (header row, numbers and booleans typed, empty cells left out), or JSON (an
// array of objects, or one object).
import Papa from 'papaparse';
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

/** Parses a file's text by its name: `.json` as JSON, anything else as CSV. Throws on unreadable JSON. */
export function parseImport(fileName: string, text: string): ImportRow[] {
  if (fileName.toLowerCase().endsWith('.json')) {
    const data: unknown = JSON.parse(text);
    const rows = Array.isArray(data) ? data : [data];
    return rows.filter((row): row is ImportRow => typeof row === 'object' && row !== null && !Array.isArray(row));
  }
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, dynamicTyping: true, skipEmptyLines: true });
  return parsed.data.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key, value]) => key !== '' && value !== null && value !== '')),
  );
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
