// Small configuration collections: numbering series, hooks, saved table views and user-defined attributes.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, stamps } from './helpers.ts';

// [name, prefix, padding, description, collection and field whose codes the series has numbered]
const SERIES: readonly [string, string, number, string, string, string][] = [
  ['expedientes', 'EXP', 4, 'Expedientes de contratación supervisados.', 'projects', 'code'],
  ['actas', 'ACT', 3, 'Actas de mesas y comisiones.', 'documents', 'reference'],
  ['alertas-riesgo', 'RT', 4, 'Alertas (banderas rojas) de riesgo.', 'risktokens', 'code'],
  ['riesgos-identificados', 'HZ', 4, 'Registro de riesgos identificados.', 'hrmhzds', 'code'],
  ['solicitudes', 'SOL', 4, 'Solicitudes y trámites de los usuarios web.', 'workflows', 'code'],
  ['inventarios', 'INV', 3, 'Campañas de inventario.', 'ialotes', 'code'],
];

/** Each series continues from the highest number of this year already used by its collection. */
export function seedSeriales(
  context: SeedContext,
  collections: Readonly<Record<string, readonly StoredRecord[]>>,
): StoredRecord[] {
  const faker = seededFaker(context, 'node.seriales');
  const year = context.now.getUTCFullYear();
  return SERIES.map(([name, prefix, padding, description, collection, field]) => {
    const pattern = new RegExp(`^${prefix}-${year}-(\\d+)$`);
    const used = (collections[collection] ?? []).map((record) => pattern.exec(String(record[field]))?.[1]);
    const current = Math.max(0, ...used.filter((number) => number !== undefined).map(Number));
    return { _id: newId(faker), name, prefix, year, padding, current, description, ...stamps(faker, context.now, 300) };
  });
}

export interface HookMembers {
  chatPeople: readonly string[];
  analysts: readonly string[];
  managers: readonly string[];
  boardReaders: readonly string[];
  trainers: readonly string[];
}

export function seedManyHooks(context: SeedContext, members: HookMembers): StoredRecord[] {
  const faker = seededFaker(context, 'node.manyhooks');
  const hook = (
    name: string,
    description: string,
    targetCollection: string,
    ids: readonly string[],
    enabled = true,
  ) => ({
    _id: newId(faker),
    name,
    description,
    targetCollection,
    members: [...ids],
    enabled,
    ...stamps(faker, context.now, 500),
  });
  return [
    hook('person-group', 'Personas del chat de empresa.', 'personas', members.chatPeople),
    hook('risk-analysts', 'Usuarios avisados de las alertas de riesgo crítico.', 'usuarios', members.analysts),
    hook(
      'project-managers',
      'Responsables de expedientes avisados de los cambios de estado.',
      'usuarios',
      members.managers,
    ),
    hook('board-readers', 'Usuarios web avisados de cada publicación del tablero.', 'webusers', members.boardReaders),
    hook('training-coordinators', 'Coordinación de los cursos de capacitación.', 'usuarios', members.trainers, false),
  ];
}

export function seedViewSelectors(context: SeedContext, ownerId: string): StoredRecord[] {
  const faker = seededFaker(context, 'node.viewselectors');
  const view = (
    name: string,
    collection: string,
    columns: string[],
    filters: { field: string; operator: string; value: string }[],
    sort: [string, 'asc' | 'desc'],
    isDefault: boolean,
    owned = false,
  ) => ({
    _id: newId(faker),
    name,
    collection,
    columns,
    filters,
    sortField: sort[0],
    sortOrder: sort[1],
    isDefault,
    ...(owned ? { ownerId } : {}),
    ...stamps(faker, context.now, 300),
  });
  return [
    view(
      'Expedientes en licitación',
      'projects',
      ['code', 'name', 'procuringEntity', 'budget.amount', 'status'],
      [{ field: 'status', operator: 'eq', value: 'tendering' }],
      ['code', 'asc'],
      true,
    ),
    view(
      'Expedientes de riesgo alto',
      'projects',
      ['code', 'name', 'riskLevel', 'managerId'],
      [{ field: 'riskLevel', operator: 'in', value: 'alto,critico' }],
      ['code', 'asc'],
      false,
      true,
    ),
    view(
      'Tareas urgentes',
      'tasks',
      ['title', 'projectId', 'assigneeId', 'dueDate', 'priority'],
      [{ field: 'priority', operator: 'eq', value: 'urgent' }],
      ['dueDate', 'asc'],
      true,
    ),
    view(
      'Documentos publicados',
      'documents',
      ['reference', 'title', 'type', 'issuedAt'],
      [{ field: 'status', operator: 'eq', value: 'published' }],
      ['issuedAt', 'desc'],
      true,
    ),
    view(
      'Alertas abiertas',
      'risktokens',
      ['code', 'label', 'level', 'status'],
      [{ field: 'status', operator: 'eq', value: 'open' }],
      ['code', 'desc'],
      true,
    ),
    view(
      'Personas por organización',
      'personas',
      ['lastName', 'firstName', 'organization', 'email'],
      [],
      ['lastName', 'asc'],
      true,
    ),
  ];
}

// [collection, name, label, type, required, options]
const UDAS: readonly [string, string, string, string, boolean, string[]?][] = [
  ['projects', 'fondosEuropeos', 'Financiado con fondos europeos (PRTR)', 'boolean', false],
  ['projects', 'numeroLotes', 'Número de lotes', 'number', false],
  ['projects', 'tipoTramitacion', 'Tipo de tramitación', 'select', true, ['Ordinaria', 'Urgente', 'Emergencia']],
  ['documents', 'csv', 'Código seguro de verificación', 'text', false],
  [
    'personas',
    'perfilProfesional',
    'Perfil profesional',
    'multiselect',
    false,
    ['Jurídico', 'Económico', 'Técnico', 'Administrativo'],
  ],
  ['products', 'criterioVerde', 'Cumple criterios de compra pública verde', 'boolean', false],
  ['tasks', 'horasEstimadas', 'Horas estimadas', 'number', false],
  ['agendables', 'enlaceVideoconferencia', 'Enlace de videoconferencia', 'text', false],
  ['meetups', 'fechaLimiteInscripcion', 'Fecha límite de inscripción', 'date', false],
];

export function seedUdas(context: SeedContext): StoredRecord[] {
  const faker = seededFaker(context, 'node.udas');
  return UDAS.map(([collection, name, label, type, required, options], index) => ({
    _id: newId(faker),
    collection,
    name,
    label,
    type,
    required,
    ...(options ? { options } : {}),
    order: index + 1,
    ...stamps(faker, context.now, 400),
  }));
}
