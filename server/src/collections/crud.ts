// The one generic CRUD mechanism behind every /api/node collection: a handler per
// generated operation, driven by the collection's metadata from the contract.
import { ApiError } from '../contract/api-error.ts';
import type { HandlerMap, OperationContext, OperationHandler } from '../contract/handler.ts';
import type { OpenApiDocument } from '../contract/load.ts';
import type { Collection, StoredRecord } from '../store/collection.ts';
import { logChange, logUpdate } from './change-log.ts';
import { type CollectionMeta, collectionOperations } from './collection-meta.ts';
import { assertVersion, nextVersion } from './entity-tag.ts';
import { filterValueAcceptor } from './filter-values.ts';
import {
  assertNames,
  assertNoCycle,
  assertNotReferenced,
  assertReferences,
  assertUnique,
  type NameLookups,
  type Referrer,
  referrersByCollection,
} from './integrity.ts';
import { assertOwned, inModules, isVisible, ownerOf, webModulesOf, withOwner } from './ownership.ts';
import { COLLECTION_RULES } from './rules.ts';
import { searchCollection } from './search.ts';

/** The record as the contract shows it: write-only fields (passwords) removed. */
export function present(record: Readonly<StoredRecord>, meta: CollectionMeta): StoredRecord {
  if (meta.writeOnly.length === 0) return record as StoredRecord;
  const copy: StoredRecord = { ...record };
  for (const field of meta.writeOnly) delete copy[field];
  return copy;
}

export function collectionOf(context: OperationContext, meta: CollectionMeta): Collection {
  const collection = context.state.node[meta.name];
  if (collection === undefined) throw new ApiError(404, 'UNKNOWN_COLLECTION', `Unknown collection "${meta.name}"`);
  return collection;
}

const idOf = (context: OperationContext): string => String(context.params.id);

const missing = (meta: CollectionMeta, id: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `No ${meta.entity} with _id "${id}" in ${meta.name}`, 'id');

type Build = (meta: CollectionMeta, referrers: readonly Referrer[], names: NameLookups) => OperationHandler;

/** Versions belong to the records with timestamps: the others are written whatever If-Match says. */
function assertRecordVersion(context: OperationContext, meta: CollectionMeta, current: Readonly<StoredRecord>): void {
  if (meta.hasTimestamps) assertVersion(context.headers['if-match'], meta.entity, current.updatedAt);
}

/**
 * A body without the server-managed fields a real client sends along (the contract accepts them): an empty model's
 * `_id: null` on create, a read record's own `_id` and stamps on update. Another record's `_id` is refused rather
 * than ignored: the client means some other record, and writing this one would corrupt it.
 */
function withoutServerManaged(
  body: Record<string, unknown>,
  meta: CollectionMeta,
  ownId?: string,
): Record<string, unknown> {
  if (!meta.serverManaged.some((field) => field in body)) return body;
  if (ownId !== undefined && body._id !== undefined && body._id !== ownId) {
    throw new ApiError(
      400,
      'ID_MISMATCH',
      `The body's _id "${String(body._id)}" is not this ${meta.entity}'s ("${ownId}")`,
      '_id',
    );
  }
  const rest = { ...body };
  for (const field of meta.serverManaged) delete rest[field];
  return rest;
}

/** The fields apart from the optional ones sent as null (the contract's `null` form): none in a create, removed by an update. */
function splitRemovals(
  body: Record<string, unknown>,
  meta: CollectionMeta,
): { kept: Record<string, unknown>; unset: string[] } {
  const unset = Object.keys(body).filter((field) => body[field] === null && meta.removable.has(field));
  if (unset.length === 0) return { kept: body, unset };
  const kept = { ...body };
  for (const field of unset) delete kept[field];
  return { kept, unset };
}

const ACTIONS: Record<string, Build> = {
  list: (meta) => (context) => {
    const records = [...collectionOf(context, meta).values()].filter((record) =>
      context.services.canRead(context, meta.name, record),
    );
    return records.map((record) => present(record, meta));
  },

  get: (meta) => (context) => {
    const record = collectionOf(context, meta).peek(idOf(context));
    if (record === undefined) throw missing(meta, idOf(context));
    if (!isVisible(record, meta, ownerOf(context, meta))) assertOwned(record, meta, ownerOf(context, meta));
    if (!inModules(record, meta, webModulesOf(context, meta))) {
      throw new ApiError(403, 'FORBIDDEN', `This ${meta.entity} belongs to a module you do not hold`, 'id');
    }
    if (!context.services.canRead(context, meta.name, record)) {
      throw new ApiError(403, 'FORBIDDEN', `This ${meta.entity} belongs to a record you may not read`, 'id');
    }
    return present(record, meta);
  },

  create: (meta, _referrers, names) => (context) => {
    // An optional field sent as null (an empty model's) is no value.
    const { kept: sent } = splitRemovals(withoutServerManaged(context.body as Record<string, unknown>, meta), meta);
    const owned = withOwner(sent, meta, ownerOf(context, meta), true);
    const rule = COLLECTION_RULES[meta.name]?.create;
    const body = rule?.(context, owned) ?? owned;
    const collection = collectionOf(context, meta);
    assertUnique(collection, meta, body);
    assertReferences(context.state.node, meta, body);
    assertNames(names, meta, body, body);
    const _id = context.services.newId();
    const now = meta.hasTimestamps ? context.services.timestamp() : undefined;
    const record = now === undefined ? { ...body, _id } : { ...body, _id, createdAt: now, updatedAt: now };
    // Without a rule the record is made of this request's parsed body alone, which nothing else holds: it is stored
    // as it is (the copy was a third of the create's own work). A rule may put in values it read from other records.
    const stored = rule === undefined ? collection.adopt(record) : collection.insert(record);
    logChange(context, meta, 'create', _id);
    return present(stored, meta);
  },

  update: (meta, _referrers, names) => (context) => {
    const collection = collectionOf(context, meta);
    const owner = ownerOf(context, meta);
    const current = collection.peek(idOf(context));
    if (current === undefined) throw missing(meta, idOf(context));
    assertOwned(current, meta, owner);
    assertRecordVersion(context, meta, current);
    const sent = withoutServerManaged(context.body as Record<string, unknown>, meta, current._id);
    const owned = withOwner(sent, meta, owner, false);
    // A collection's rules judge a removal too (a field going to null: only a chat's owner hands it over).
    const { kept: changes, unset } = splitRemovals(
      {
        ...(COLLECTION_RULES[meta.name]?.update?.(context, current, owned) ?? owned),
        ...(meta.hasTimestamps ? { updatedAt: nextVersion(context.services.timestamp(), current.updatedAt) } : {}),
      },
      meta,
    );
    assertUnique(collection, meta, changes, current._id);
    assertReferences(context.state.node, meta, changes);
    assertNoCycle(collection, meta, current._id, changes);
    const after: Record<string, unknown> = { ...current, ...changes };
    for (const field of unset) delete after[field];
    assertNames(names, meta, after, changes);
    const updated = collection.merge(current._id, changes, unset) as StoredRecord;
    // The history says a removed field's value went to nothing (null), which its Restaurar puts back.
    logUpdate(context, meta, current, { ...changes, ...Object.fromEntries(unset.map((field) => [field, null])) });
    return present(updated, meta);
  },

  delete: (meta, referrers) => (context) => {
    const collection = collectionOf(context, meta);
    const current = collection.peek(idOf(context));
    if (current === undefined) throw missing(meta, idOf(context));
    assertOwned(current, meta, ownerOf(context, meta));
    assertRecordVersion(context, meta, current);
    COLLECTION_RULES[meta.name]?.remove?.(context, current);
    assertNotReferenced(context.state.node, referrers, meta, current._id);
    const removed = collection.remove(current._id) as StoredRecord;
    logChange(context, meta, 'delete', current._id);
    return present(removed, meta);
  },

  search: (meta) => (context) => {
    const { page, size, sort, order, q, ids, ...filters } = context.query as Record<string, unknown>;
    const query = {
      page: page as number,
      size: size as number,
      sort: sort as string | undefined,
      order: order === 'desc' ? 'desc' : 'asc',
      q: q as string | undefined,
      filters,
    } as const;
    const result = searchCollection(collectionOf(context, meta), meta, query, {
      ...(Array.isArray(ids) ? { ids: ids as string[] } : {}),
      canRead: (record) => context.services.canRead(context, meta.name, record),
    });
    // Serialised straight away, so the stored records need no copy (as in get).
    return { ...result, items: result.items.map((record) => present(record, meta)) };
  },
};
ACTIONS.patch = ACTIONS.update as Build;

export function collectionHandlers(document: OpenApiDocument): HandlerMap {
  const handlers: HandlerMap = {};
  const operations = collectionOperations(document);
  const referrers = referrersByCollection(new Set(operations.map(({ meta }) => meta)));
  const metas = new Map(operations.map(({ meta }) => [meta.name, meta]));
  const names: NameLookups = {
    metaOf: (collection) => metas.get(collection),
    accepts: filterValueAcceptor(document),
  };
  for (const { operationId, action, meta } of operations) {
    const build = ACTIONS[action];
    if (build === undefined) throw new Error(`${operationId}: no generic handler for action ${action}`);
    handlers[operationId] = build(meta, referrers.get(meta.name) ?? [], names);
  }
  return handlers;
}
