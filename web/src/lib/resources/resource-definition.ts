// One collection as the screens use it: the contract's description, its generated operations and its
// declaration, resolved once (name fields, columns, reference targets).
import { type CollectionName, collectionContracts, collectionNames } from '@api/resources/collections';
import { collectionOperations } from '@api/resources/operations';
import type { CollectionContract, JsonSchema, ResourceOperations } from '@api/resources/resource-types';
import { type CollectionDeclaration, collectionDeclarations } from './declarations';
import { defaultNameFields } from './record-name';
import { referenceTarget } from './reference-target';
import { defaultColumns } from './table-columns';

export interface ResourceDefinition {
  name: CollectionName;
  contract: CollectionContract;
  operations: ResourceOperations;
  declaration: CollectionDeclaration;
  entity: JsonSchema;
  nameFields: readonly string[];
  columns: readonly string[];
  /** The collection a top-level field's id points to, if any (polymorphic ones need the record). */
  refTarget: (field: string, record?: Readonly<Record<string, unknown>>) => CollectionName | undefined;
}

export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(collectionContracts, value);
}

export type { CollectionName };
export { collectionNames };

const cache = new Map<CollectionName, ResourceDefinition>();

export function resourceDefinition(name: CollectionName): ResourceDefinition {
  const cached = cache.get(name);
  if (cached) return cached;
  const contract: CollectionContract = collectionContracts[name];
  const declaration = collectionDeclarations[name] ?? {};
  const refTarget = (field: string, record?: Readonly<Record<string, unknown>>) =>
    referenceTarget(field, contract, declaration, isCollectionName, record);
  const definition: ResourceDefinition = {
    name,
    contract,
    operations: collectionOperations[name],
    declaration,
    entity: contract.entity,
    nameFields: declaration.nameFields ?? defaultNameFields(contract.entity),
    columns:
      declaration.columns ?? defaultColumns(contract, declaration.nameFields ?? defaultNameFields(contract.entity)),
    refTarget,
  };
  cache.set(name, definition);
  return definition;
}
