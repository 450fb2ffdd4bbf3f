// The project tree (expedientes → lots → based contracts and modifications) built from the catalogue.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { code, euros, isoDays, newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import { PROJECT_TREE, type ProcedureType, type ProjectSeed, type RootProjectSeed } from './projects-catalog.ts';

export type ProjectStatus =
  | 'planning'
  | 'tendering'
  | 'evaluation'
  | 'awarded'
  | 'in-execution'
  | 'closed'
  | 'cancelled';

export interface ProjectRecord extends StoredRecord {
  code: string;
  name: string;
  procuringEntity: string;
  procedureType: ProcedureType;
  contractType: string;
  cpvCode: string;
  status: ProjectStatus;
  parentId: string | null;
  budget: { amount: number; currency: 'EUR' };
  startDate: string;
  endDate: string;
  riskLevel: string;
}

// One status per root, in catalogue order, so every status of the enum appears.
const ROOT_STATUSES: readonly ProjectStatus[] = [
  'in-execution',
  'awarded',
  'in-execution',
  'evaluation',
  'tendering',
  'in-execution',
  'closed',
  'tendering',
  'planning',
  'closed',
  'cancelled',
  'in-execution',
  'planning',
];
// Days from now when a project in each status started (range).
const START_WINDOW: Record<ProjectStatus, [number, number]> = {
  planning: [20, 120],
  tendering: [-60, -10],
  evaluation: [-120, -40],
  awarded: [-200, -90],
  'in-execution': [-540, -120],
  closed: [-1000, -500],
  cancelled: [-300, -150],
};
const PROCEDURE_TEXT: Record<ProcedureType, string> = {
  abierto: 'Se tramita por procedimiento abierto',
  simplificado: 'Se tramita por procedimiento abierto simplificado',
  restringido: 'Se tramita por procedimiento restringido',
  negociado: 'Se tramita por procedimiento negociado sin publicidad',
  'dialogo-competitivo': 'Se tramita por diálogo competitivo',
  menor: 'Se tramita como contrato menor',
};

type ChildKind = 'lot' | 'amendment' | 'based';

function childStatus(faker: Faker, parent: ProjectStatus, kind: ChildKind): ProjectStatus {
  if (parent === 'in-execution') {
    return kind === 'amendment'
      ? pick(faker, ['planning', 'in-execution'] as const)
      : pick(faker, ['awarded', 'in-execution'] as const);
  }
  if (parent === 'awarded') return kind === 'lot' ? 'awarded' : 'planning';
  // Contracts based on a framework agreement wait for it to be awarded.
  if (kind === 'based' && (parent === 'planning' || parent === 'tendering' || parent === 'evaluation'))
    return 'planning';
  return parent;
}

interface Context {
  faker: Faker;
  now: Date;
  root: RootProjectSeed;
  managers: readonly string[];
  tags: readonly string[];
  records: ProjectRecord[];
}

/** `codeFor` turns the start date into the project's code (roots are numbered in their start year). */
function build(
  ctx: Context,
  seed: ProjectSeed,
  parent: ProjectRecord | null,
  codeFor: (startDate: string) => string,
  status: ProjectStatus,
): void {
  const { faker, now, root } = ctx;
  const procedure = seed.procedure ?? root.procedure;
  const [from, to] = START_WINDOW[status];
  // A child never starts before its parent.
  const lower = parent ? Math.max(from, (Date.parse(parent.startDate) - now.getTime()) / 86_400_000) : from;
  const startDate = isoOfficeTimeBetween(faker, now, lower, Math.max(to, lower + 5));
  const months = procedure === 'menor' ? 3 : faker.number.int({ min: 12, max: 48 });
  const amount = euros(parent ? parent.budget.amount * seed.budget : seed.budget);
  const record: ProjectRecord = {
    _id: newId(faker),
    code: codeFor(startDate),
    name: seed.name,
    description: `${seed.name}. ${PROCEDURE_TEXT[procedure]}; órgano de contratación: ${root.entity}.`,
    procuringEntity: root.entity,
    cpvCode: seed.cpv,
    procedureType: procedure,
    contractType: root.contractType,
    budget: { amount, currency: 'EUR' },
    status,
    parentId: parent?._id ?? null,
    startDate,
    endDate: isoDays(new Date(startDate), months * 30),
    riskLevel: faker.helpers.weightedArrayElement([
      { weight: 4, value: 'bajo' },
      { weight: 4, value: 'medio' },
      { weight: 2, value: 'alto' },
      { weight: 1, value: 'critico' },
    ]),
    tags: some(faker, ctx.tags, 1, 3),
    managerId: pick(faker, ctx.managers),
    ...stamps(faker, now, 400),
  };
  ctx.records.push(record);
  (seed.children ?? []).forEach((child, index) => {
    const kind: ChildKind = parent === null ? 'lot' : /^(Modificado|Prórroga)/.test(child.name) ? 'amendment' : 'based';
    const suffix = { lot: 'L', amendment: 'M', based: 'C' }[kind];
    build(ctx, child, record, () => `${record.code}-${suffix}${index + 1}`, childStatus(faker, status, kind));
  });
}

export function seedProjects(
  context: SeedContext,
  managers: readonly string[],
  tags: readonly string[],
): ProjectRecord[] {
  const faker = seededFaker(context, 'node.projects');
  const records: ProjectRecord[] = [];
  let sequence = faker.number.int({ min: 10, max: 40 });
  PROJECT_TREE.forEach((root, index) => {
    const status = ROOT_STATUSES[index % ROOT_STATUSES.length] ?? 'planning';
    sequence += faker.number.int({ min: 1, max: 9 });
    const number = sequence;
    const codeFor = (startDate: string) => code('EXP', new Date(startDate).getUTCFullYear(), number);
    build({ faker, now: context.now, root, managers, tags, records }, root, null, codeFor, status);
  });
  return records;
}
