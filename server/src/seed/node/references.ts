// The polymorphic links of the /api/node seed: id fields whose collection depends on the record, which the
// registry's `refs` (the contract's `x-ref`) cannot declare. Every fixed reference is declared once in
// openapi/registry/collections.yaml and checked against the seed by collections/integrity.test.ts;
// seed.test.ts checks these. Paths are dotted, walking arrays (as `valuesAt` in collections/integrity.ts).
import type { StoredRecord } from '../../store/collection.ts';

/** How to read the referenced collection from the record. */
export type ReferenceTarget = (record: StoredRecord) => string;

export const POLYMORPHIC_REFERENCES: Readonly<Record<string, Readonly<Record<string, ReferenceTarget>>>> = {
  sismessages: { receiverId: (message) => (message.isReceiverAGroup ? 'chats' : 'personas') },
  manyhooks: { members: (hook) => String(hook.targetCollection) },
  auditlogs: {
    actorId: (log) => (log.actorKind === 'admin' ? 'usuarios' : 'webusers'),
    entityId: (log) => String(log.collection),
  },
  relations: { sourceId: (link) => String(link.sourceCollection), targetId: (link) => String(link.targetCollection) },
};
