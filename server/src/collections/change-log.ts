// Every write through the generic collections leaves an entry in the audit trail: who, when, what (create, update,
// delete), on which record and, for an update, which fields it changed and their values before and after. Staff read a
// record's history from it. A secret's value (a password's hash) is never kept, nor a value too long to read in a
// history line (a long text, a large list): its field is named alone.
import { isDeepStrictEqual } from 'node:util';
import type { OperationContext } from '../contract/handler.ts';
import type { Schema } from '../contract/operation-types.ts';
import type { StoredRecord } from '../store/collection.ts';
import type { CollectionMeta } from './collection-meta.ts';

const AUDIT = 'auditlogs';
/** The longest user agent and address an entry keeps (the contract's `userAgent.maxLength`, `ip.maxLength`). */
const USER_AGENT_MAX = 300;
const IP_MAX = 45;

/** The longest value, as JSON, an entry keeps: the longest text a table shows whole is 300 characters. */
const VALUE_MAX = 1000;

export type ChangeAction = 'create' | 'update' | 'delete';

/** A changed field's values, where kept: `before` absent when the record had none (the contract's AuditLog). */
export type ChangedValue = NonNullable<Schema<'AuditLog'>['changedValues']>[string];

/** The fields of `changes` whose values differ from `current`'s, in the order sent; the version stamp is not one. */
export function changedFields(current: Readonly<StoredRecord>, changes: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(changes).filter(
    (field) => field !== 'updatedAt' && !isDeepStrictEqual(current[field], changes[field]),
  );
}

/** A value as the entry keeps it (a copy, so later writes to the record cannot reach it), or undefined when it is
 * too long to keep. */
function kept(value: unknown): { value: unknown } | undefined {
  if (value === undefined) return { value };
  const json = JSON.stringify(value);
  return json.length > VALUE_MAX ? undefined : { value: JSON.parse(json) };
}

/** The values before and after of `fields` (changedFields's), by field: none for a write-only field (a password) or
 * a value too long to keep. */
export function changedValues(
  meta: Pick<CollectionMeta, 'writeOnly'>,
  current: Readonly<StoredRecord>,
  changes: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, ChangedValue> {
  const values: Record<string, ChangedValue> = {};
  for (const field of fields) {
    if (meta.writeOnly.includes(field)) continue;
    const [before, after] = [kept(current[field]), kept(changes[field])];
    if (before === undefined || after === undefined) continue;
    values[field] = { ...(before.value === undefined ? {} : { before: before.value }), after: after.value };
  }
  return values;
}

/** What an entry says of an action, beside when, from where and with what (which the trail adds). */
export interface AuditEntry {
  actorId: string;
  actorKind: 'admin' | 'web';
  action: 'login' | 'login-failed' | 'logout' | ChangeAction;
  collection?: string;
  entityId?: string;
  changedFields?: string[];
  changedValues?: Record<string, ChangedValue>;
}

/** Adds an entry to the audit trail of the request's state, with its time, the caller's address and user agent. */
export function writeAuditEntry(context: OperationContext, entry: AuditEntry): void {
  const trail = context.state.node[AUDIT];
  if (trail === undefined) return;
  const now = context.services.timestamp();
  const agent = context.headers['user-agent'];
  trail.adopt({
    _id: context.services.newId(),
    ts: now,
    ...entry,
    ...(context.ip === undefined ? {} : { ip: context.ip.slice(0, IP_MAX) }),
    ...(typeof agent === 'string' && agent !== '' ? { userAgent: agent.slice(0, USER_AGENT_MAX) } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

/** Writes the audit entry of a write (not of a write to the audit trail itself, nor of one nobody signed in made). */
export function logChange(
  context: OperationContext,
  meta: Pick<CollectionMeta, 'name'>,
  action: ChangeAction,
  entityId: string,
  update?: { fields: readonly string[]; values: Readonly<Record<string, ChangedValue>> },
): void {
  if (meta.name === AUDIT || context.auth === undefined) return;
  writeAuditEntry(context, {
    actorId: context.auth.sub,
    actorKind: context.auth.kind,
    action,
    collection: meta.name,
    entityId,
    ...(update === undefined ? {} : { changedFields: [...update.fields] }),
    ...(update === undefined || Object.keys(update.values).length === 0 ? {} : { changedValues: update.values }),
  });
}

/** Writes the entry of an update of `current` by `changes`: the fields whose values it changed and, where kept, their
 * values before and after. Every write path logs so: the generic update and the handlers that write on their own (a
 * presence status, a profile, a serial's next number). */
export function logUpdate(
  context: OperationContext,
  meta: Pick<CollectionMeta, 'name' | 'writeOnly'>,
  current: Readonly<StoredRecord>,
  changes: Readonly<Record<string, unknown>>,
): void {
  const fields = changedFields(current, changes);
  logChange(context, meta, 'update', current._id, { fields, values: changedValues(meta, current, changes, fields) });
}
