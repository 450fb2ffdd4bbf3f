// Every write through the generic collections leaves an entry in the audit trail: who, when, what (create, update,
// delete), on which record and, for an update, which fields it changed. Staff read a record's history from it; the
// entry holds the fields' names, not their values (a password or a person's data stays where it is).
import { isDeepStrictEqual } from 'node:util';
import type { OperationContext } from '../contract/handler.ts';
import type { StoredRecord } from '../store/collection.ts';
import type { CollectionMeta } from './collection-meta.ts';

const AUDIT = 'auditlogs';
/** The longest user agent an entry keeps (the contract's `userAgent.maxLength`). */
const USER_AGENT_MAX = 300;

export type ChangeAction = 'create' | 'update' | 'delete';

/** The fields of `changes` whose values differ from `current`'s, in the order sent; the version stamp is not one. */
export function changedFields(current: Readonly<StoredRecord>, changes: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(changes).filter(
    (field) => field !== 'updatedAt' && !isDeepStrictEqual(current[field], changes[field]),
  );
}

/** Writes the audit entry of a write (not of a write to the audit trail itself, nor of one nobody signed in made). */
export function logChange(
  context: OperationContext,
  meta: CollectionMeta,
  action: ChangeAction,
  entityId: string,
  fields?: readonly string[],
): void {
  const trail = context.state.node[AUDIT];
  if (meta.name === AUDIT || trail === undefined || context.auth === undefined) return;
  const now = context.services.timestamp();
  const agent = context.headers['user-agent'];
  trail.adopt({
    _id: context.services.newId(),
    ts: now,
    actorId: context.auth.sub,
    actorKind: context.auth.kind,
    action,
    collection: meta.name,
    entityId,
    ...(typeof agent === 'string' && agent !== '' ? { userAgent: agent.slice(0, USER_AGENT_MAX) } : {}),
    ...(fields === undefined ? {} : { changedFields: [...fields] }),
    createdAt: now,
    updatedAt: now,
  });
}
