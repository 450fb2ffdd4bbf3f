// A new record made from another ("Duplicar"): the values of the fields its create body takes, but those no two
// records may share (x-unique: a reference, a code), which the form then asks for, and what the server sets itself.
import type { ResourceRecord } from '@api/resources/resource-types';
import type { ResourceDefinition } from './resource-definition';

/** The starting values of a copy of `record`. */
export function copyValues(definition: ResourceDefinition, record: ResourceRecord): Record<string, unknown> {
  const properties = definition.entity.properties ?? {};
  const unique = new Set(definition.contract.unique);
  return Object.fromEntries(
    definition.contract.createFields
      .filter((field) => !unique.has(field) && !properties[field]?.readOnly && record[field] !== undefined)
      .map((field) => [field, structuredClone(record[field])]),
  );
}
