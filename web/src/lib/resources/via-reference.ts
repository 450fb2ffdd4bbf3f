// The record an id points to when nothing in the record says its collection (declarations.ts `refVia`): looked for
// in each candidate collection in turn, by `_id` or by the field that holds the id there, through that
// collection's own search.
import type { ResourceRecord } from '@api/resources/resource-types';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ViaCandidate } from './declarations';
import { type CollectionName, resourceDefinition } from './resource-definition';

export interface ViaRecord {
  collection: CollectionName;
  record: ResourceRecord;
}

/** Query options of the record an id points to through its candidates; null when none of them holds it. */
export function viaRecordQuery(queryClient: QueryClient, candidates: readonly ViaCandidate[], id: string) {
  return queryOptions({
    queryKey: ['via-reference', candidates, id],
    queryFn: async (): Promise<ViaRecord | null> => {
      for (const { collection, by } of candidates) {
        const target = resourceDefinition(collection);
        const params = by === '_id' ? { ids: [id], size: 1 } : { [by]: id, size: 1 };
        const page = await queryClient.fetchQuery(target.operations.searchQuery(params));
        const record = page.items[0];
        if (record) return { collection, record };
      }
      return null;
    },
    // A record's place does not change while a screen is open.
    staleTime: 5 * 60_000,
  });
}
