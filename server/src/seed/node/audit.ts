// The audit trail (sign-ins, board views, downloads, back-office changes) and typed relations
// between records of different collections.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { SEEDED_CREDENTIALS } from './credentials.ts';
import { newId, pick, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';

type Collections = Readonly<Record<string, readonly StoredRecord[]>>;

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
];
const AUDIT_COUNT = 60;
const ADMIN_CHANGES = ['projects', 'documents', 'tasks', 'riskevaluations', 'risktokens'] as const;

const records = (collections: Collections, name: string) => collections[name] ?? [];

/** What staff change in each collection (an update's `changedFields`), taken in turn: no draw, so the rest of the
 * seed stays as it was. */
const UPDATES: Record<(typeof ADMIN_CHANGES)[number], readonly (readonly string[])[]> = {
  projects: [['status'], ['budget'], ['endDate', 'status'], ['riskLevel'], ['managerId']],
  documents: [['status'], ['description'], ['issuedAt', 'status']],
  tasks: [['status'], ['assigneeId'], ['dueDate', 'priority'], ['status', 'completedAt']],
  riskevaluations: [['scores', 'level'], ['status'], ['comments']],
  risktokens: [['status'], ['level', 'notes'], ['status', 'notes']],
};

/** The steps a field's values move along, per collection: a seeded update's value before is the step before the
 * record's (the next one, for a first step: it was sent back), or `otherwise` for a value off the flow. */
const FLOWS: Record<string, Partial<Record<string, { steps: readonly string[]; otherwise: string }>>> = {
  status: {
    projects: {
      steps: ['planning', 'tendering', 'evaluation', 'awarded', 'in-execution', 'closed'],
      otherwise: 'tendering',
    },
    documents: { steps: ['draft', 'published', 'archived'], otherwise: 'draft' },
    tasks: { steps: ['todo', 'in-progress', 'done'], otherwise: 'in-progress' },
    riskevaluations: { steps: ['draft', 'submitted', 'reviewed', 'closed'], otherwise: 'draft' },
    risktokens: { steps: ['open', 'under-review', 'mitigated'], otherwise: 'under-review' },
  },
  priority: { tasks: { steps: ['low', 'medium', 'high', 'urgent'], otherwise: 'medium' } },
};
const RISK_LEVELS: { steps: readonly string[]; otherwise: string } = {
  steps: ['bajo', 'medio', 'alto', 'critico'],
  otherwise: 'medio',
};
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A seeded update's values before and after (changedValues), derived from the record as it stands (its value is the
 * "after"), with no draw: a step back along the field's flow, a date a week earlier, the budget a tenth lower, the
 * next manager or assignee. Long texts and nested scores name their field only, as the server keeps no value too
 * long to read in a history line. */
function seededValues(
  collection: string,
  entity: StoredRecord,
  fields: readonly string[],
  staff: readonly StoredRecord[],
): Record<string, { before?: unknown; after: unknown }> {
  const values: Record<string, { before?: unknown; after: unknown }> = {};
  for (const field of fields) {
    const after = entity[field];
    if (after === undefined || after === null) continue;
    const flow = field === 'level' || field === 'riskLevel' ? RISK_LEVELS : FLOWS[field]?.[collection];
    if (flow && typeof after === 'string') {
      const at = flow.steps.indexOf(after);
      values[field] = { before: at === -1 ? flow.otherwise : flow.steps[at === 0 ? 1 : at - 1], after };
    } else if (field === 'completedAt') {
      values[field] = { after };
    } else if (field.endsWith('Date') || field.endsWith('At')) {
      values[field] = { before: new Date(Date.parse(String(after)) - WEEK_MS).toISOString(), after };
    } else if (field === 'budget') {
      const budget = after as { amount: number; currency: string };
      values[field] = { before: { ...budget, amount: Math.round((budget.amount * 0.9) / 100) * 100 }, after };
    } else if (field.endsWith('Id')) {
      const at = staff.findIndex((user) => user._id === after);
      const before = staff[(at + 1) % staff.length]?._id;
      if (before !== undefined && before !== after) values[field] = { before, after };
    }
  }
  return values;
}

/** How an audit entry names a changed record, in Spanish: "del expediente EXP-2026-0042", "de la tarea «…»". */
function changedRecord(collections: Collections, collection: (typeof ADMIN_CHANGES)[number], entity: StoredRecord) {
  const projectCode = () => records(collections, 'projects').find((project) => project._id === entity.projectId)?.code;
  switch (collection) {
    case 'projects':
      return `del expediente ${String(entity.code)}`;
    case 'documents':
      return `del documento ${String(entity.reference)}`;
    case 'tasks':
      return `de la tarea «${String(entity.title)}»`;
    case 'riskevaluations':
      return `de la evaluación de riesgos del expediente ${String(projectCode())}`;
    case 'risktokens':
      return `de la alerta de riesgo ${String(entity.code)}`;
  }
}

/** An update's changed fields and, where the seed can say them, their values before and after. */
function updateOf(
  collection: string,
  entity: StoredRecord,
  fields: readonly string[],
  staff: readonly StoredRecord[],
): { changedFields: string[]; changedValues?: Record<string, { before?: unknown; after: unknown }> } {
  const values = seededValues(collection, entity, fields, staff);
  return { changedFields: [...fields], ...(Object.keys(values).length === 0 ? {} : { changedValues: values }) };
}

const inTurn = <T>(choices: readonly T[], index: number): T => choices[index % choices.length] as T;

export function seedAuditLogs(context: SeedContext, collections: Collections): StoredRecord[] {
  const faker = seededFaker(context, 'node.auditlogs');
  const usuarios = records(collections, 'usuarios').filter((user) => user.status === 'active');
  const webusers = records(collections, 'webusers');
  // The shared guest's sign-ins are not logged (the server does not log them): every visitor would be one.
  const signingIn = webusers.filter((user) => user.username !== SEEDED_CREDENTIALS.webUsers.guest.username);
  const boards = records(collections, 'posts').filter(
    (post) => post.module === 'tablero' && post.status === 'published',
  );
  const assets = records(collections, 'assets');
  const logs = Array.from({ length: AUDIT_COUNT }, (_, index) => {
    const ts = isoOfficeTimeBetween(faker, context.now, -30, 0);
    const base = {
      _id: newId(faker),
      ts,
      // Staff (the entries of cases 0 and 4 below) work from the office's network; web users' addresses come from
      // a documentation range (RFC 5737), as the seed's domains are .example. One draw either way, as before.
      ip: faker.internet.ipv4({ network: index % 5 === 0 || index % 5 === 4 ? 'private-a' : 'test-net-3' }),
      userAgent: pick(faker, AGENTS),
      createdAt: ts,
      updatedAt: ts,
    };
    switch (index % 5) {
      case 0: {
        const user = pick(faker, usuarios);
        return {
          ...base,
          actorId: user._id,
          actorKind: 'admin',
          action: 'login',
          details: `Inicio de sesión de ${user.username}.`,
        };
      }
      case 1: {
        const user = pick(faker, signingIn);
        return {
          ...base,
          actorId: user._id,
          actorKind: 'web',
          action: 'login',
          details: `Inicio de sesión de ${user.username} en el espacio personal.`,
        };
      }
      case 2: {
        const [user, board] = [pick(faker, webusers), pick(faker, boards)];
        return {
          ...base,
          actorId: user._id,
          actorKind: 'web',
          action: 'view',
          collection: 'posts',
          entityId: board._id,
          details: `Tablero mostrado: ${board.title}.`,
        };
      }
      case 3: {
        const [user, asset] = [pick(faker, webusers), pick(faker, assets)];
        return {
          ...base,
          actorId: user._id,
          actorKind: 'web',
          action: 'download',
          collection: 'assets',
          entityId: asset._id,
          details: `Descarga de ${asset.path}.`,
        };
      }
      default: {
        const collection = pick(faker, ADMIN_CHANGES);
        const [user, entity] = [pick(faker, usuarios), pick(faker, records(collections, collection))];
        const action = pick(faker, ['create', 'update', 'update'] as const);
        // The record's own stamps date the change: its creation, or its last update (whose values it holds), so that
        // its history and its "Actualizado" agree.
        const at = String(action === 'create' ? entity.createdAt : entity.updatedAt);
        return {
          ...base,
          ts: at,
          createdAt: at,
          updatedAt: at,
          actorId: user._id,
          actorKind: 'admin',
          action,
          collection,
          entityId: entity._id,
          details: `${action === 'create' ? 'Alta' : 'Modificación'} ${changedRecord(collections, collection, entity)}.`,
          ...(action === 'update' ? updateOf(collection, entity, inTurn(UPDATES[collection], index), usuarios) : {}),
        };
      }
    }
  });
  return logs.sort((a, b) => a.ts.localeCompare(b.ts));
}

type Where = (record: StoredRecord) => boolean;
const ANY: Where = () => true;
const BOARDS: Where = (post) => post.module === 'tablero';
const COURSES: Where = (post) => post.module === 'capacitacion';

// [source collection, target collection, type, how many, note, which sources, which targets]
const LINKS: readonly [string, string, string, number, string, Where, Where][] = [
  ['projects', 'documents', 'references', 5, 'Documento de referencia del expediente.', ANY, ANY],
  ['risktokens', 'riskevaluations', 'related', 4, 'La alerta se tuvo en cuenta en la evaluación.', ANY, ANY],
  ['hrmhzds', 'risktokens', 'derived-from', 4, 'Riesgo registrado a partir de la alerta.', ANY, ANY],
  ['posts', 'projects', 'related', 4, 'Publicación del tablero sobre el expediente.', BOARDS, ANY],
  [
    'workflows',
    'projects',
    'references',
    3,
    'La solicitud se refiere al expediente.',
    (flow) => flow.kind === 'instance',
    ANY,
  ],
  ['meetups', 'posts', 'related', 4, 'Actividad vinculada al curso.', ANY, COURSES],
];

export function seedRelations(context: SeedContext, collections: Collections): StoredRecord[] {
  const faker = seededFaker(context, 'node.relations');
  return LINKS.flatMap(([sourceCollection, targetCollection, type, count, note, sourceWhere, targetWhere]) => {
    const sources = faker.helpers.arrayElements(records(collections, sourceCollection).filter(sourceWhere), count);
    const targets = records(collections, targetCollection).filter(targetWhere);
    return sources.map((source) => ({
      _id: newId(faker),
      sourceCollection,
      sourceId: source._id,
      targetCollection,
      targetId: pick(faker, targets)._id,
      type,
      note,
      ...stamps(faker, context.now, 200),
    }));
  });
}
