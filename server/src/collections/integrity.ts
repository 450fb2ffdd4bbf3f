// Integrity of the /api/node collections, declared once in the registry (`x-unique`, `x-ref`)
// and checked by the generic CRUD on every write: no duplicates, no references to missing
// records, no loops in parent chains, no delete of a record others still reference.
import { ApiError } from '../contract/api-error.ts';
import type { Collection, StoredRecord } from '../store/collection.ts';
import type { CollectionMeta, Filter, NameRule } from './collection-meta.ts';

type Collections = Readonly<Record<string, Collection | undefined>>;

/** A collection's reference that points at another collection (for IN_USE on delete). */
export interface Referrer {
  collection: string;
  field: string;
}

/** The values at a dotted path, walking arrays on the way; absent and null values are skipped. */
export function valuesAt(record: unknown, path: string): unknown[] {
  // Most references are top-level fields: no path walk, no intermediate arrays (this runs on every write).
  if (!path.includes('.')) {
    const value = record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[path] : undefined;
    if (value === undefined || value === null) return [];
    return Array.isArray(value) ? value.filter((item) => item !== undefined && item !== null) : [value];
  }
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    current = current
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      )
      .filter((value) => value !== undefined && value !== null);
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

const sameKey = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase() : JSON.stringify(value));

/** 409 DUPLICATE when a unique field of `changes` is taken by another record. */
export function assertUnique(
  collection: Collection,
  meta: CollectionMeta,
  changes: Readonly<Record<string, unknown>>,
  selfId?: string,
): void {
  for (const field of meta.unique) {
    const value = changes[field];
    if (value === undefined || value === null) continue;
    const key = sameKey(value);
    for (const record of collection.values()) {
      if (record._id === selfId || record[field] === undefined || record[field] === null) continue;
      if (sameKey(record[field]) === key) {
        throw new ApiError(409, 'DUPLICATE', `A ${meta.entity} with ${field} "${String(value)}" already exists`, field);
      }
    }
  }
}

/** Whether a write changes the field at a dotted path (its top-level property). */
const touches = (field: string, changes: Readonly<Record<string, unknown>>): boolean => {
  // Most fields are top-level: no split (a new array on every write, for every reference).
  const dot = field.indexOf('.');
  return (dot === -1 ? field : field.slice(0, dot)) in changes;
};

/** 409 REFERENCE_NOT_FOUND when `changes` names a record that does not exist. */
export function assertReferences(
  collections: Collections,
  meta: CollectionMeta,
  changes: Readonly<Record<string, unknown>>,
): void {
  for (const reference of meta.references) {
    if (!touches(reference.field, changes)) continue;
    for (const value of valuesAt(changes, reference.field)) {
      if (typeof value === 'string' && collections[reference.collection]?.has(value) === true) continue;
      throw new ApiError(
        409,
        'REFERENCE_NOT_FOUND',
        `${reference.field} names ${JSON.stringify(value)}, which is not a record of ${reference.collection}`,
        reference.field,
      );
    }
  }
}

/** 409 CYCLE when a changed parent link would lead back to the record itself. */
export function assertNoCycle(
  collection: Collection,
  meta: CollectionMeta,
  id: string,
  changes: Readonly<Record<string, unknown>>,
): void {
  for (const reference of meta.references) {
    if (!reference.tree || !touches(reference.field, changes)) continue;
    const seen = new Set<string>();
    let parent: unknown = changes[reference.field];
    while (typeof parent === 'string' && !seen.has(parent)) {
      if (parent === id) {
        throw new ApiError(
          409,
          'CYCLE',
          `${reference.field} would make this ${meta.entity} its own ancestor`,
          reference.field,
        );
      }
      seen.add(parent);
      parent = collection.peek(parent)?.[reference.field];
    }
  }
}

/** 409 IN_USE when another record still references the one to delete. */
export function assertNotReferenced(
  collections: Collections,
  referrers: readonly Referrer[],
  meta: CollectionMeta,
  id: string,
): void {
  for (const { collection, field } of referrers) {
    for (const record of collections[collection]?.values() ?? ([] as StoredRecord[])) {
      if (record._id === id || !valuesAt(record, field).includes(id)) continue;
      throw new ApiError(
        409,
        'IN_USE',
        `This ${meta.entity} is still referenced by ${collection} "${record._id}" (${field}); remove that reference first`,
        'id',
      );
    }
  }
}

/** For each collection, the references of other collections (or its own) that point at it. */
export function referrersByCollection(metas: Iterable<CollectionMeta>): Map<string, Referrer[]> {
  const referrers = new Map<string, Referrer[]>();
  for (const meta of metas) {
    for (const reference of meta.references) {
      const list = referrers.get(reference.collection) ?? [];
      list.push({ collection: meta.name, field: reference.field });
      referrers.set(reference.collection, list);
    }
  }
  return referrers;
}

const USES = { columns: 'a list can show', filters: 'a list can filter by', sort: 'a list can sort by' } as const;

/** A name rule touched by a write: its field, or (for fields of a collection) the property naming the collection. */
const touchesName = (rule: NameRule, changes: Readonly<Record<string, unknown>>): boolean =>
  touches(rule.field, changes) || (rule.kind !== 'collection' && touches(rule.of, changes));

/** Whether a text is a value the filter takes, read as its query parameter is (`2025` a number, `true` a flag). */
export type AcceptsFilterValue = (filter: Filter, value: string) => boolean;

/** What the name rules look things up in: the collections' metadata, and what their filters take. */
export interface NameLookups {
  metaOf: (collection: string) => CollectionMeta | undefined;
  accepts: AcceptsFilterValue;
}

/**
 * The value rule of a list of filters (a saved view's): each item's value is one its filter takes. `in` holds a
 * comma-separated list, each checked; `contains` holds part of a value, so any text.
 */
function assertFilterValues(
  rule: Extract<NameRule, { kind: 'value' }>,
  owner: CollectionMeta,
  record: Readonly<Record<string, unknown>>,
  accepts: AcceptsFilterValue,
): void {
  const at = rule.field.lastIndexOf('.');
  const [list, key] = [rule.field.slice(0, at), rule.field.slice(at + 1)];
  for (const item of valuesAt(record, list)) {
    if (typeof item !== 'object' || item === null) continue;
    const { [rule.filter]: param, [key]: value, [rule.operator]: operator } = item as Record<string, unknown>;
    // A filter the collection has not is the field rule's to report; a value of the wrong type, the schema's.
    const filter = owner.filters.find((candidate) => candidate.param === param);
    if (filter === undefined || typeof value !== 'string' || operator === 'contains') continue;
    const wrong = (operator === 'in' ? value.split(',') : [value]).find((part) => !accepts(filter, part));
    if (wrong !== undefined)
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `${rule.field} ${JSON.stringify(wrong)} is not a value the filter ${filter.param} of ${owner.name} takes`,
        rule.field,
      );
  }
}

/**
 * 400 VALIDATION_FAILED when the record, as the write leaves it, names a collection that does not exist, or a
 * field its named collection has not (for columns, a field of it; for filters and the sort, one its search
 * filters or sorts by), or gives a filter a value it does not take. Checked on the whole record: another
 * collection needs other fields in the same write.
 */
export function assertNames(
  { metaOf, accepts }: NameLookups,
  meta: CollectionMeta,
  record: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): void {
  for (const rule of meta.names) {
    if (!touchesName(rule, changes)) continue;
    const values = valuesAt(record, rule.field);
    if (rule.kind === 'collection') {
      const unknown = values.find((value) => typeof value !== 'string' || metaOf(value) === undefined);
      if (unknown !== undefined)
        throw new ApiError(
          400,
          'VALIDATION_FAILED',
          `${rule.field} names ${JSON.stringify(unknown)}, which is not an /api/node collection`,
          rule.field,
        );
      continue;
    }
    // A collection that does not exist is the collection rule's to report.
    const owner = metaOf(String(record[rule.of]));
    if (owner === undefined) continue;
    if (rule.kind === 'value') {
      assertFilterValues(rule, owner, record, accepts);
      continue;
    }
    const allowed =
      rule.as === 'sort'
        ? owner.sortFields
        : rule.as === 'filters'
          ? owner.filters.map((filter) => filter.param)
          : owner.fieldPaths;
    const unknown = values.find((value) => typeof value !== 'string' || !allowed.includes(value));
    if (unknown !== undefined)
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `${rule.field} names ${JSON.stringify(unknown)}, which is not a field of ${owner.name} that ${USES[rule.as]}`,
        rule.field,
      );
  }
}
