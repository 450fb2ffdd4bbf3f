// The records of other collections that point to a record (a project's tasks, a procedure's requests): every field
// the contract marks as an id of this collection (x-ref) that its collection's search filters by. A record's screen
// lists them, so that staff see what hangs from a record without a search of their own.
import {
  type CollectionName,
  collectionNames,
  type ResourceDefinition,
  resourceDefinition,
} from './resource-definition';

export interface RelatedList {
  definition: ResourceDefinition;
  /** The field of its records that holds the record's id. */
  field: string;
}

export function relatedLists(target: CollectionName): RelatedList[] {
  return collectionNames.flatMap((name) => {
    const definition = resourceDefinition(name);
    const { refs, filters } = definition.contract;
    return Object.entries(refs)
      .filter(([field, collection]) => collection === target && filters.some((filter) => filter.name === field))
      .map(([field]) => ({ definition, field }));
  });
}
