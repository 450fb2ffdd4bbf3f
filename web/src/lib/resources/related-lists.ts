// The records of other collections that point to a record (a project's tasks, a procedure's requests): every field
// the contract marks as an id of this collection (x-ref) that its collection's search filters by, and every
// polymorphic link whose sibling field can name this collection (declarations' refBy: an audit entry's record, a
// relation's ends). A record's screen lists them, so that staff see what hangs from a record, and what was done to
// it, without a search of their own.
import { fieldKind } from './field-kind';
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
  /** What else a record of it must hold to point here: a polymorphic link's collection (`collection: 'tasks'`). */
  scope: Readonly<Record<string, string | boolean>>;
  /** Latest first: the collection is kept in the order of a date (the audit trail, evaluations, costs). */
  latestFirst: boolean;
}

/** The search's filters of a related list for the record `id`. */
export const relatedFilters = (list: RelatedList, id: string): Record<string, string | boolean> => ({
  ...list.scope,
  [list.field]: id,
});

/** The fields that say "this record" on every row of the list: left out of its columns. */
export const pointingFields = (list: RelatedList): string[] => [list.field, ...Object.keys(list.scope)];

const filtersBy = (definition: ResourceDefinition, field: string) =>
  definition.contract.filters.some((filter) => filter.name === field);

function isByDate(definition: ResourceDefinition): boolean {
  const sort = definition.contract.defaultSort;
  const schema = sort === undefined ? undefined : definition.entity.properties?.[sort];
  const kind = schema === undefined ? undefined : fieldKind(schema);
  return kind === 'date' || kind === 'dateTime';
}

/** A flag's key ("true") as the flag's filter takes it. */
const scopeValue = (key: string): string | boolean => (key === 'true' ? true : key === 'false' ? false : key);

function directLists(target: CollectionName, definition: ResourceDefinition): RelatedList[] {
  return Object.entries(definition.contract.refs)
    .filter(([field, collection]) => collection === target && filtersBy(definition, field))
    .map(([field]) => ({ definition, field, scope: {}, latestFirst: isByDate(definition) }));
}

function polymorphicLists(target: CollectionName, definition: ResourceDefinition): RelatedList[] {
  return Object.entries(definition.declaration.refBy ?? {}).flatMap(([field, by]) => {
    if (!filtersBy(definition, field) || !filtersBy(definition, by.field)) return [];
    // The sibling's values that send the link here: the collection's own name, or the keys a map turns into it.
    const keys = by.map
      ? Object.entries(by.map)
          .filter(([, collection]) => collection === target)
          .map(([key]) => key)
      : [target];
    return keys.map((key) => ({
      definition,
      field,
      scope: { [by.field]: scopeValue(key) },
      latestFirst: isByDate(definition),
    }));
  });
}

export function relatedLists(target: CollectionName): RelatedList[] {
  const definitions = collectionNames.map(resourceDefinition);
  const lists = [
    ...definitions.flatMap((definition) => directLists(target, definition)),
    ...definitions.flatMap((definition) => polymorphicLists(target, definition)),
  ];
  // What points here by its own field first, then the links of many collections (relations); the history last.
  const isHistory = (list: RelatedList) => list.definition.declaration.history !== undefined;
  return [...lists.filter((list) => !isHistory(list)), ...lists.filter(isHistory)];
}
