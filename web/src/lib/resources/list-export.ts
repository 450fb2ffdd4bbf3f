// A generic list as a CSV file, as staff take it to a spreadsheet: every record the list's search finds (all its
// pages, in its sort), the columns shown, under their titles, each value written as the list writes it (an enum by
// its word, a record by its name, never its id), but dates as a spreadsheet reads and sorts them ("2026-11-04 15:32").
import type { JsonSchema, ResourceRecord } from '@api/resources/resource-types';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ALL_PAGES_LIMIT, allPages } from './all-pages';
import type { ViaCandidate } from './declarations';
import { fieldKind } from './field-kind';
import { type ListSearch, searchParams } from './list-search';
import { referencedRecordQuery } from './referenced-records';
import { type CollectionName, type ResourceDefinition, resourceDefinition } from './resource-definition';
import { changedReferenceTarget, changedValue, type ValueWords, valueText } from './value-text';
import { viaRecordQuery } from './via-reference';

/** At most this many records in one file: a list larger than that is narrowed by a search or a filter first. */
export const EXPORT_LIMIT = ALL_PAGES_LIMIT;

export interface ExportWords extends ValueWords {
  /** A link to a record of no known collection, as the list says it. */
  linkedRecord: string;
  /** A record's name as the screens write it. */
  recordName: (definition: ResourceDefinition, record: ResourceRecord | undefined) => string;
}

/** Every record of the list's search (its filters, text and sort), page after page; `truncated` past the limit. */
export function fetchListRecords(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  search: ListSearch,
): Promise<{ records: ResourceRecord[]; total: number; truncated: boolean }> {
  return allPages((page, size) => {
    const params = searchParams({ ...search, page: page + 1, size }, definition.contract);
    return queryClient.fetchQuery(definition.operations.searchQuery(params));
  });
}

/** The records a list of changed fields names as values before and after (an audit entry's "Asignada a: … → …"). */
function changedReferences(
  definition: ResourceDefinition,
  field: string,
  record: ResourceRecord,
): [CollectionName, string][] {
  const schema: JsonSchema = definition.entity.properties?.[field] ?? {};
  const changed = record[field];
  if (schema['x-change-values'] === undefined || !Array.isArray(changed)) return [];
  const place = { definition, field, schema, record };
  return changed.flatMap((item) => {
    const change = changedValue(place, String(item));
    return [change?.before, change?.after].flatMap((value): [CollectionName, string][] => {
      const target = changedReferenceTarget(place, String(item), value);
      return target ? [[target, String(value)]] : [];
    });
  });
}

/** The names of the records the rows point to, fetched in one search per collection (referenced-records.ts). */
async function referencedNames(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  records: readonly ResourceRecord[],
  fields: readonly string[],
  words: ExportWords,
): Promise<Map<string, string>> {
  const wanted = new Map<string, { target: ResourceDefinition; id: string }>();
  const viaWanted = new Map<string, { candidates: readonly ViaCandidate[]; id: string }>();
  for (const record of records)
    for (const field of fields) {
      const target = definition.refTarget(field, record);
      const via = definition.declaration.refVia?.[field];
      const value = record[field];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id !== 'string') continue;
        if (target) wanted.set(`${target}/${id}`, { target: resourceDefinition(target), id });
        else if (via) viaWanted.set(`via:${field}/${id}`, { candidates: via, id });
      }
      for (const [target, id] of changedReferences(definition, field, record))
        wanted.set(`${target}/${id}`, { target: resourceDefinition(target), id });
    }
  const names = new Map<string, string>();
  await Promise.all(
    [...viaWanted].map(async ([key, { candidates, id }]) => {
      const found = await queryClient.fetchQuery(viaRecordQuery(queryClient, candidates, id)).catch(() => null);
      if (found) names.set(key, words.recordName(resourceDefinition(found.collection), found.record));
    }),
  );
  await Promise.all(
    [...wanted].map(async ([key, { target, id }]) => {
      const found = await queryClient.fetchQuery(referencedRecordQuery(queryClient, target, id)).catch(() => undefined);
      names.set(key, words.recordName(target, found));
    }),
  );
  return names;
}

/** One value as text, as the list writes it (value-text.ts), but a date as a spreadsheet sorts it. */
export function cellText(
  definition: ResourceDefinition,
  field: string,
  record: ResourceRecord,
  words: ExportWords,
  names: ReadonlyMap<string, string>,
): string {
  const schema: JsonSchema = definition.entity.properties?.[field] ?? {};
  const value = record[field];
  if (value === undefined || value === null) return '';
  const kind = fieldKind(schema);
  if (kind === 'reference' || kind === 'referenceList') {
    const target = definition.refTarget(field, record);
    const key = target ?? `via:${field}`;
    const nameOf = (id: unknown) => names.get(`${key}/${String(id)}`) ?? words.linkedRecord;
    return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
  }
  // A calendar day is the day written (UTC); a moment, in the local time the list shows.
  if (kind === 'date') return dayjs(String(value)).toISOString().slice(0, 10);
  if (kind === 'dateTime') return dayjs(typeof value === 'number' ? value : String(value)).format('YYYY-MM-DD HH:mm');
  const referencedName = (target: CollectionName, id: string) => names.get(`${target}/${id}`);
  const text = valueText({ definition, field, schema, record }, value, { ...words, referencedName });
  return text ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** The rows of the file: the titles, then one row per record. */
export async function exportTable(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  records: readonly ResourceRecord[],
  columns: readonly { field: string; title: string }[],
  words: ExportWords,
): Promise<string[][]> {
  const fields = columns.map((column) => column.field);
  const names = await referencedNames(queryClient, definition, records, fields, words);
  return [
    columns.map((column) => column.title),
    ...records.map((record) => fields.map((field) => cellText(definition, field, record, words, names))),
  ];
}

/**
 * The table as CSV text a spreadsheet opens in the interface's language: a byte-order mark (Excel reads UTF-8 by
 * it, accents included) and, in Spanish, semicolons (its list separator where the decimal mark is a comma).
 */
export async function csvText(rows: readonly (readonly string[])[], language: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const delimiter = language.startsWith('es') ? ';' : ',';
  return `\ufeff${Papa.unparse(rows as string[][], { delimiter, newline: '\r\n' })}`;
}
