// Risk follow-up: red flags raised on projects, the hazard register and the yearly risk-based plans.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { code, newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import { PROCURING_ENTITIES } from './organizations.ts';
import type { ProjectRecord } from './projects.ts';
import { type FactorRecord, levelOf } from './risk.ts';
import { PHASE_LABELS } from './risk-catalog.ts';

interface Refs {
  projects: readonly ProjectRecord[];
  factors: readonly FactorRecord[];
  staff: readonly string[];
}

const TOKEN_COUNT = 24;
const HAZARD_COUNT = 24;

export function seedRiskTokens(context: SeedContext, refs: Refs): StoredRecord[] {
  const faker = seededFaker(context, 'node.risktokens');
  const year = context.now.getUTCFullYear();
  return Array.from({ length: TOKEN_COUNT }, (_, index) => {
    const factor = pick(faker, refs.factors);
    const source = faker.datatype.boolean({ probability: 0.6 }) ? 'automatic' : 'manual';
    return {
      _id: newId(faker),
      code: code('RT', year, index + 1),
      label: factor.name,
      projectId: pick(faker, refs.projects)._id,
      factorId: factor._id,
      level: levelOf(Math.round(factor.weight * faker.number.int({ min: 5, max: 25 }))),
      status: pick(faker, ['open', 'open', 'under-review', 'mitigated', 'dismissed'] as const),
      source,
      detectedAt: isoOfficeTimeBetween(faker, context.now, -180, -1),
      ...(source === 'manual' ? { raisedById: pick(faker, refs.staff) } : {}),
      notes:
        source === 'automatic'
          ? 'Alerta generada por los indicadores automáticos.'
          : 'Alerta registrada por el analista tras revisar el expediente.',
      ...stamps(faker, context.now, 180),
    };
  });
}

const MITIGATIONS = [
  'Solicitar informe justificativo al órgano de contratación.',
  'Revisar las declaraciones de ausencia de conflicto de intereses de la mesa.',
  'Comprobar la medición real antes de aprobar la siguiente certificación.',
  'Incluir el expediente en la muestra del control financiero.',
  'Remitir recomendación de mejora de los pliegos para futuras licitaciones.',
];

export function seedHazards(context: SeedContext, refs: Refs): StoredRecord[] {
  const faker = seededFaker(context, 'node.hrmhzds');
  const year = context.now.getUTCFullYear();
  return Array.from({ length: HAZARD_COUNT }, (_, index) => {
    const factor = pick(faker, refs.factors);
    const project = pick(faker, refs.projects);
    const likelihood = faker.number.int({ min: 1, max: 5 });
    const impact = faker.number.int({ min: 1, max: 5 });
    return {
      _id: newId(faker),
      code: code('HZ', year, index + 1),
      title: `${factor.name} en ${project.code}`,
      description: `Riesgo de la fase de ${PHASE_LABELS[factor.phase]} identificado en «${project.name}».`,
      projectId: project._id,
      factorId: factor._id,
      phase: factor.phase,
      likelihood,
      impact,
      level: levelOf(likelihood * impact),
      status: pick(faker, ['identified', 'assessed', 'assessed', 'mitigated', 'closed'] as const),
      ownerId: pick(faker, refs.staff),
      identifiedAt: isoOfficeTimeBetween(faker, context.now, -300, -1),
      mitigation: pick(faker, MITIGATIONS),
      ...stamps(faker, context.now, 300),
    };
  });
}

/** Two yearly plans (last year's, closed or under way, and this year's) per contracting authority. */
export function seedRiskPlans(context: SeedContext, refs: Refs): StoredRecord[] {
  const faker = seededFaker(context, 'node.rbpmanagers');
  const thisYear = context.now.getUTCFullYear();
  const plans: StoredRecord[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    PROCURING_ENTITIES.slice(0, 10).forEach((entity, index) => {
      const isCurrent = year === thisYear;
      const projects = refs.projects.filter((project) => project.procuringEntity === entity.name);
      plans.push({
        _id: newId(faker),
        code: `PSR-${year}-${String(index + 1).padStart(2, '0')}`,
        name: `Plan de supervisión basado en riesgos ${year} – ${entity.name}`,
        year,
        procuringEntity: entity.name,
        description: `Selección de los expedientes de ${entity.name} que se supervisarán en ${year} según su nivel de riesgo.`,
        status: isCurrent ? pick(faker, ['draft', 'approved', 'in-progress'] as const) : 'closed',
        ownerId: pick(faker, refs.staff),
        minLevel: pick(faker, ['medio', 'alto'] as const),
        coverageTarget: pick(faker, [25, 30, 40, 50]),
        projectIds: some(
          faker,
          projects.map((project) => project._id),
          0,
          4,
        ),
        startDate: new Date(Date.UTC(year, 0, 1)).toISOString(),
        endDate: new Date(Date.UTC(year, 11, 31, 23, 59)).toISOString(),
        ...stamps(faker, context.now, isCurrent ? 90 : 450),
      });
    });
  }
  return plans;
}
