// Foreign keys of the /api/node collections: which collection each id field points at. A field
// path ending in `[]` (or with `[].` inside) reaches into arrays. seed.test.ts checks the seed against it.
import type { StoredRecord } from '../../store/collection.ts';

/** A collection name, or how to read it from the record (polymorphic links). */
export type ReferenceTarget = string | ((record: StoredRecord) => string);

export const REFERENCES: Readonly<Record<string, Readonly<Record<string, ReferenceTarget>>>> = {
  usuarios: { personId: 'personas' },
  webusers: { personId: 'personas' },
  posts: { 'tags[]': 'tags', authorId: 'usuarios' },
  documents: { projectId: 'projects' },
  assets: { documentId: 'documents' },
  projects: { parentId: 'projects', 'tags[]': 'tags', managerId: 'usuarios' },
  tasks: { projectId: 'projects', assigneeId: 'usuarios' },
  costs: { projectId: 'projects' },
  itemheaders: { projectId: 'projects' },
  itemdetails: { headerId: 'itemheaders', productId: 'products' },
  workflows: { definitionId: 'workflows', requesterId: 'webusers', personId: 'personas' },
  ialotes: { responsibleId: 'usuarios' },
  iaitems: { lotId: 'ialotes', productId: 'products' },
  terminos: { tesauroId: 'tesauros', broaderId: 'terminos', 'related[]': 'terminos' },
  reviewschemas: { 'factors[].factorId': 'c2qfactors' },
  riskevaluations: {
    projectId: 'projects',
    evaluatorId: 'usuarios',
    reviewSchemaId: 'reviewschemas',
    'factors[].factorId': 'c2qfactors',
  },
  riskreviews: { evaluationId: 'riskevaluations', reviewerId: 'usuarios' },
  risktokens: { projectId: 'projects', factorId: 'c2qfactors', raisedById: 'usuarios' },
  hrmhzds: { projectId: 'projects', factorId: 'c2qfactors', ownerId: 'usuarios' },
  rbpmanagers: { ownerId: 'usuarios', 'projectIds[]': 'projects' },
  chats: { 'participants[]': 'personas', createdById: 'personas' },
  uchats: { ownerId: 'personas', personId: 'personas', chatId: 'chats' },
  sismessages: {
    chatId: 'chats',
    senderId: 'personas',
    'participants[]': 'personas',
    receiverId: (message) => (message.isReceiverAGroup ? 'chats' : 'personas'),
  },
  manyhooks: { 'members[]': (hook) => String(hook.targetCollection) },
  agendables: { projectId: 'projects', 'participants[]': 'personas' },
  meetups: { organizerId: 'usuarios', 'attendeeIds[]': 'personas' },
  viewselectors: { ownerId: 'usuarios' },
  auditlogs: {
    actorId: (log) => (log.actorKind === 'admin' ? 'usuarios' : 'webusers'),
    entityId: (log) => String(log.collection),
  },
  relations: { sourceId: (link) => String(link.sourceCollection), targetId: (link) => String(link.targetCollection) },
};

/** The values at a field path (`a.b`, `list[]`, `list[].id`); absent and null values are skipped. */
export function valuesAt(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const part of path.split('.')) {
    const isArray = part.endsWith('[]');
    const key = isArray ? part.slice(0, -2) : part;
    current = current.flatMap((value) => {
      const next = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      if (next === undefined || next === null) return [];
      return isArray && Array.isArray(next) ? next : [next];
    });
  }
  return current;
}
