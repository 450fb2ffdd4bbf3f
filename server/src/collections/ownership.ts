// Web users' ownership of records in the collections that declare `x-web-owner`: they read
// their own records (and records without an owner) and write only their own.
import { ApiError } from '../contract/api-error.ts';
import type { OperationContext } from '../contract/handler.ts';
import type { StoredRecord } from '../store/collection.ts';
import type { CollectionMeta } from './collection-meta.ts';

/** The caller's owner value, or undefined when no ownership applies (staff, or no rule). */
export function ownerOf(context: OperationContext, meta: CollectionMeta): string | undefined {
  if (context.auth?.kind !== 'web' || meta.webOwner === undefined) return undefined;
  if (meta.webOwner.is === 'user') return context.auth.sub;
  const personId = context.state.node.webusers?.peek(context.auth.sub)?.personId;
  // A web user without a person owns nothing that is keyed by person.
  return typeof personId === 'string' ? personId : '\u0000no-person';
}

export function owns(record: Readonly<StoredRecord>, meta: CollectionMeta, owner: string): boolean {
  const value = record[meta.webOwner?.field ?? ''];
  return Array.isArray(value) ? value.includes(owner) : value === owner;
}

/** The modules a web user holds (the part of each module role before the colon). */
export function webModulesOf(context: OperationContext, meta: CollectionMeta): Set<string> | undefined {
  if (context.auth?.kind !== 'web' || meta.webModule === undefined) return undefined;
  const roles = context.state.node.webusers?.peek(context.auth.sub)?.moduleroles;
  return new Set(Array.isArray(roles) ? roles.map((role) => String(role).split(':')[0] ?? '') : []);
}

/** Whether a web user may see a record of a module-scoped collection (always, for staff). */
export function inModules(
  record: Readonly<StoredRecord>,
  meta: CollectionMeta,
  modules: Set<string> | undefined,
): boolean {
  return modules === undefined || modules.has(String(record[meta.webModule ?? '']));
}

export function isVisible(record: Readonly<StoredRecord>, meta: CollectionMeta, owner: string | undefined): boolean {
  if (owner === undefined) return true;
  const value = record[meta.webOwner?.field ?? ''];
  return value === undefined || value === null || owns(record, meta, owner);
}

export function assertOwned(record: Readonly<StoredRecord>, meta: CollectionMeta, owner: string | undefined): void {
  if (owner !== undefined && !owns(record, meta, owner)) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      `A web user may only change their own ${meta.entity} records`,
      meta.webOwner?.field,
    );
  }
}

/**
 * A web user's create or change with the owner field kept at the caller: a create gets it
 * set, a change may not hand the record to someone else.
 */
export function withOwner(
  changes: Record<string, unknown>,
  meta: CollectionMeta,
  owner: string | undefined,
  isCreate: boolean,
): Record<string, unknown> {
  const field = meta.webOwner?.field;
  if (owner === undefined || field === undefined || field === '_id') return changes;
  const value = changes[field];
  if (value === undefined) return isCreate ? { ...changes, [field]: owner } : changes;
  if (Array.isArray(value)) {
    if (value.includes(owner)) return changes;
    if (isCreate) return { ...changes, [field]: [...value, owner] };
  } else if (value === owner) {
    return changes;
  }
  throw new ApiError(403, 'FORBIDDEN', `A web user may not give away a record: ${field} must include them`, field);
}

/** The Persona the caller is (staff and web users each have one), if any. */
export function callerPerson(context: OperationContext): string | undefined {
  const { auth } = context;
  if (auth === undefined) return undefined;
  const account = context.state.node[auth.kind === 'admin' ? 'usuarios' : 'webusers']?.peek(auth.sub);
  return typeof account?.personId === 'string' ? account.personId : undefined;
}
