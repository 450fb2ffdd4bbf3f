// Which collection a field's id points to: the contract's x-ref; for the few polymorphic links (an audit
// entry's entity, a relation's ends) the declaration names the sibling field that holds the collection.
import type { CollectionContract } from '@api/resources/resource-types';
import type { CollectionDeclaration } from './declarations';

export function referenceTarget<TName extends string>(
  field: string,
  contract: CollectionContract,
  declaration: CollectionDeclaration,
  isCollection: (name: string) => name is TName,
  record?: Readonly<Record<string, unknown>>,
): TName | undefined {
  const declared = contract.refs[field];
  if (declared !== undefined) return isCollection(declared) ? declared : undefined;
  const by = declaration.refBy?.[field];
  if (!by || !record) return undefined;
  const value = record[by.field];
  // A flag picks the target too (a chat message's receiver: the chat when it is a group's, else a person).
  const key = typeof value === 'boolean' ? String(value) : value;
  const target = typeof key === 'string' ? (by.map?.[key] ?? key) : undefined;
  return target !== undefined && isCollection(target) ? target : undefined;
}
