// The few per-collection choices the contract cannot know: which fields name a record (pickers, titles),
// the table's columns and their order, and fields shown but never edited. Everything else comes from the
// contract: a collection with no entry here still gets its list, detail and forms.
import type { CollectionName } from '@api/resources/collections';

export interface CollectionDeclaration {
  /** Fields joined with a space to name a record (default: the first of name, title, label, term ...). */
  nameFields?: readonly string[];
  /** Table columns, in order (default: the name, then up to five short fields). */
  columns?: readonly string[];
  /** Fields the forms show read-only (server-managed ones are already left out). */
  readOnly?: readonly string[];
  /** Polymorphic ids: the sibling field holding the target collection (optionally through a map). */
  refBy?: Readonly<Record<string, { field: string; map?: Readonly<Record<string, string>> }>>;
  /**
   * Ids of a record whose collection nothing in the record says: looked for in each collection in turn, as the
   * field `by` of a record there (`_id`, or a field its search filters by).
   */
  refVia?: Readonly<Record<string, readonly ViaCandidate[]>>;
  /**
   * What was done to records (the audit trail), shown last on a record's screen: by the field `of` holding the
   * record's id, its history; by another (who acted), the record's activity (a person's).
   */
  history?: { of: string };
}

export interface ViaCandidate {
  collection: CollectionName;
  by: string;
}

export const collectionDeclarations: Partial<Record<CollectionName, CollectionDeclaration>> = {
  // A document's process (the contract's Document): a project, or the post whose process it is (a course's
  // material). It read "Registro vinculado".
  documents: {
    refVia: {
      targetId: [
        { collection: 'projects', by: '_id' },
        { collection: 'posts', by: 'processcontext.targetId' },
      ],
    },
  },
  personas: {
    nameFields: ['firstName', 'lastName'],
    columns: ['lastName', 'firstName', 'documentNumber', 'email', 'organization', 'province'],
  },
  // A staff member by their name, as colleagues know them (their user name is a column of their own list).
  usuarios: {
    nameFields: ['firstName', 'lastName'],
    columns: ['username', 'firstName', 'lastName', 'email', 'status'],
  },
  webusers: { nameFields: ['username'], columns: ['username', 'email', 'status', 'language'] },
  products: { columns: ['code', 'name', 'category', 'unit', 'unitPrice', 'active'] },
  tasks: { columns: ['title', 'status', 'priority', 'dueDate', 'projectId', 'assigneeId'] },
  auditlogs: {
    history: { of: 'entityId' },
    nameFields: ['action', 'collection'],
    // What an update changed, by the fields' titles: a record's history reads as "Estado, Prioridad".
    columns: ['ts', 'actorKind', 'actorId', 'action', 'collection', 'entityId', 'changedFields'],
    refBy: {
      actorId: { field: 'actorKind', map: { admin: 'usuarios', web: 'webusers' } },
      entityId: { field: 'collection' },
    },
  },
  // A defined attribute by its label, as staff read it ("Perfil profesional"); its key ("perfilProfesional") is a
  // column beside it.
  udas: { nameFields: ['label'], columns: ['label', 'name', 'collection', 'type', 'required', 'order'] },
  sismessages: {
    nameFields: ['textdata'],
    refBy: { receiverId: { field: 'isReceiverAGroup', map: { true: 'chats', false: 'personas' } } },
  },
  uchats: { nameFields: ['username'] },
  relations: {
    // Its ends' collections and its kind ("Publicaciones · Relacionado con · Expedientes"): every relation was
    // named by its kind alone, a list of cards each titled "Relacionado con".
    nameFields: ['sourceCollection', 'type', 'targetCollection'],
    columns: ['sourceCollection', 'sourceId', 'type', 'targetCollection', 'targetId'],
    refBy: { sourceId: { field: 'sourceCollection' }, targetId: { field: 'targetCollection' } },
  },
  manyhooks: { refBy: { members: { field: 'targetCollection' } } },
  seriales: { columns: ['name', 'prefix', 'year', 'current', 'padding'] },
  itemdetails: { nameFields: ['description'], columns: ['headerId', 'line', 'description', 'quantity', 'unitPrice'] },
  // Risk module: codes first, as the staff cite them.
  c2qfactors: { columns: ['code', 'name', 'phase', 'weight', 'active'] },
  reviewschemas: { columns: ['code', 'name', 'contractType', 'version', 'status'] },
  risktokens: { columns: ['code', 'label', 'projectId', 'level', 'status', 'detectedAt'] },
  // Evaluations and reviews have no name of their own: when they were made and their outcome tell them apart
  // in titles, pickers and the names of references ("3 nov 2026, 10:27 · Alto").
  riskevaluations: {
    nameFields: ['evaluatedAt', 'level'],
    columns: ['projectId', 'evaluatedAt', 'level', 'status', 'evaluatorId'],
  },
  riskreviews: {
    nameFields: ['reviewedAt', 'decision'],
    columns: ['evaluationId', 'reviewerId', 'status', 'decision', 'reviewedAt'],
  },
  costs: { nameFields: ['concept'] },
};
