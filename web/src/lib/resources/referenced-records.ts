// The records that a screen's references point to, fetched per collection in one search call (`ids`) rather
// than one `get` each: a page of ten tasks named its projects and people in eighteen calls, six at a time over
// HTTP/1.1. Each record still lands under its own `get`'s query key, so a record's screen and every other
// mention of it read the same cache entry.
import type { ResourceQuery, ResourceRecord } from '@api/resources/resource-types';
import { HttpError } from '@http-client';
import type { QueryClient } from '@tanstack/react-query';
import { recordQuery } from './record-query';
import type { CollectionName, ResourceDefinition } from './resource-definition';

/** The contract's most ids in one search (`ids` maxItems). */
export const maxIdsPerSearch = 100;

interface Waiter {
  resolve: (record: ResourceRecord) => void;
  reject: (error: unknown) => void;
}

/** Ids asked for and not yet sent, per query client and collection. */
const pending = new WeakMap<QueryClient, Map<CollectionName, Map<string, Waiter[]>>>();

/** Whether a collection's references can be fetched in batches: it has both a search and a get. */
export function canBatch(definition: ResourceDefinition): boolean {
  const { actions } = definition.contract;
  return actions.includes('search') && actions.includes('get');
}

/**
 * Query options of one referenced record: its `get`'s key (and cache entry), fetched with the screen's other
 * references of its collection when the collection has a search; disabled for a collection without a `get`.
 */
export function referencedRecordQuery(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  id: string,
): ResourceQuery<ResourceRecord> {
  const options = recordQuery(definition, id);
  if (!definition.operations.getQuery || !canBatch(definition)) return options;
  return { ...options, queryFn: () => loadReferencedRecord(queryClient, definition, id) };
}

/**
 * One referenced record. The ids asked for while a screen renders (the same task, a macrotask) go in one search
 * per collection, a hundred ids at most each; an id that the answer lacks fails as its `get` would (404).
 */
export function loadReferencedRecord(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  id: string,
): Promise<ResourceRecord> {
  let byCollection = pending.get(queryClient);
  if (!byCollection) {
    byCollection = new Map();
    pending.set(queryClient, byCollection);
  }
  let batch = byCollection.get(definition.name);
  if (!batch) {
    const started = new Map<string, Waiter[]>();
    byCollection.set(definition.name, started);
    batch = started;
    setTimeout(() => {
      byCollection.delete(definition.name);
      void send(queryClient, definition, started);
    }, 0);
  }
  const waiters = batch.get(id) ?? [];
  batch.set(id, waiters);
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}

async function send(queryClient: QueryClient, definition: ResourceDefinition, batch: Map<string, Waiter[]>) {
  const ids = [...batch.keys()];
  const chunks = Array.from({ length: Math.ceil(ids.length / maxIdsPerSearch) }, (_, index) =>
    ids.slice(index * maxIdsPerSearch, (index + 1) * maxIdsPerSearch),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      const settle = (id: string, outcome: (waiter: Waiter) => void) => {
        for (const waiter of batch.get(id) ?? []) outcome(waiter);
      };
      try {
        // The page itself is not kept (gcTime 0): each record is, under its own key, by the caller's query.
        const page = await queryClient.fetchQuery({
          ...definition.operations.searchQuery({ ids: chunk, size: chunk.length }),
          gcTime: 0,
        });
        const found = new Map(page.items.map((record) => [record._id, record]));
        for (const id of chunk) {
          const record = found.get(id);
          settle(id, (waiter) =>
            record ? waiter.resolve(record) : waiter.reject(new HttpError(404, { message: 'Not found' })),
          );
        }
      } catch (error) {
        for (const id of chunk) settle(id, (waiter) => waiter.reject(error));
      }
    }),
  );
}
