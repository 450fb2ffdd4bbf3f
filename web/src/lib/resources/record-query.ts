// The query of one record of a collection through its generated `get`: disabled (never fetched) for a collection
// the contract gives no `get`, so a screen can call it before telling the reader the collection is unknown.
import type { ResourceQuery, ResourceRecord } from '@api/resources/resource-types';
import type { ResourceDefinition } from './resource-definition';

export function recordQuery(definition: ResourceDefinition, id: string): ResourceQuery<ResourceRecord> {
  return definition.operations.getQuery?.(id) ?? { queryKey: ['none', definition.name, id], enabled: false };
}
