// Risk assessment: factors, review schemas, the evaluations of projects and their reviews.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { DAY_MS, newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import type { ProjectRecord } from './projects.ts';
import { FACTORS, PHASE_LABELS, type Phase, REVIEW_SCHEMAS } from './risk-catalog.ts';

export type RiskLevel = 'bajo' | 'medio' | 'alto' | 'critico';

export interface FactorRecord extends StoredRecord {
  name: string;
  phase: Phase;
  weight: number;
}

/** Level of a likelihood × impact total, with the default thresholds of the review schemas. */
export function levelOf(total: number): RiskLevel {
  if (total >= 17) return 'critico';
  if (total >= 10) return 'alto';
  if (total >= 5) return 'medio';
  return 'bajo';
}

export function seedFactors(context: SeedContext): FactorRecord[] {
  const faker = seededFaker(context, 'node.c2qfactors');
  return FACTORS.map((factor, index) => ({
    _id: newId(faker),
    code: `RF-${String(index + 1).padStart(2, '0')}`,
    name: factor.name,
    description: `Factor de riesgo de la fase de ${PHASE_LABELS[factor.phase]}: ${factor.name.toLowerCase()}.`,
    phase: factor.phase,
    indicator: factor.indicator,
    weight: factor.weight,
    active: index !== 9,
    ...stamps(faker, context.now, 700),
  }));
}

/** A review model: the factors it weighs, in its order, each with its weight. */
export interface ReviewSchemaRecord extends StoredRecord {
  factors: { factorId: string; weight: number }[];
}

export function seedReviewSchemas(context: SeedContext, factors: readonly FactorRecord[]): ReviewSchemaRecord[] {
  const faker = seededFaker(context, 'node.reviewschemas');
  return REVIEW_SCHEMAS.map(([schemaCode, name, contractType], index) => ({
    _id: newId(faker),
    code: schemaCode,
    name,
    description: `Factores ponderados y umbrales para la ${name.charAt(0).toLowerCase()}${name.slice(1)}.`,
    contractType,
    version: faker.number.int({ min: 1, max: 4 }),
    status: index === REVIEW_SCHEMAS.length - 1 ? 'draft' : 'active',
    factors: some(faker, factors, 5, 8).map((factor) => ({ factorId: factor._id, weight: factor.weight })),
    thresholds: { medio: 5, alto: 10, critico: 17 },
    ...stamps(faker, context.now, 600),
  }));
}

const EVALUATION_COMMENTS = [
  'Concurrencia baja y criterios subjetivos con peso elevado; se recomienda seguimiento.',
  'Sin incidencias relevantes en la documentación revisada.',
  'Se detectan modificaciones sucesivas que conviene analizar con el responsable del contrato.',
  'Plazo de presentación de ofertas ajustado; se solicita justificación al órgano de contratación.',
  'Posible fraccionamiento con contratos menores del mismo ejercicio.',
];

/**
 * The factors an evaluation scored: every factor of its model, in the model's order and with its weights; a draft
 * only some of them (at least one, not all), as the walk saves one left halfway.
 */
function scoredFactors(faker: Faker, schema: ReviewSchemaRecord, isDraft: boolean) {
  const all = schema.factors;
  const kept = isDraft
    ? new Set(faker.helpers.arrayElements(all, { min: 1, max: all.length - 1 }).map((factor) => factor.factorId))
    : undefined;
  return all
    .filter((factor) => kept?.has(factor.factorId) ?? true)
    .map((factor) => ({
      factorId: factor.factorId,
      score: faker.number.int({ min: 0, max: 5 }),
      weight: factor.weight,
    }));
}

export function seedEvaluations(
  context: SeedContext,
  projects: readonly ProjectRecord[],
  schemas: readonly ReviewSchemaRecord[],
  evaluators: readonly string[],
): StoredRecord[] {
  const faker = seededFaker(context, 'node.riskevaluations');
  const evaluated = projects.filter((project) => project.status !== 'planning');
  return Array.from({ length: 28 }, (_, index) => {
    const likelihood = faker.number.int({ min: 1, max: 5 });
    const impact = faker.number.int({ min: 1, max: 5 });
    // One in seven is still a draft, so every seed leaves 24 evaluations to review.
    const status = index % 7 === 0 ? 'draft' : pick(faker, ['submitted', 'reviewed', 'reviewed', 'closed'] as const);
    const _id = newId(faker);
    const projectId = (evaluated[index % evaluated.length] ?? pick(faker, projects))._id;
    const evaluatorId = pick(faker, evaluators);
    const schema = pick(faker, schemas);
    return {
      _id,
      projectId,
      evaluatorId,
      reviewSchemaId: schema._id,
      evaluatedAt: isoOfficeTimeBetween(faker, context.now, -240, -1),
      scores: { likelihood, impact, total: likelihood * impact },
      factors: scoredFactors(faker, schema, status === 'draft'),
      level: levelOf(likelihood * impact),
      status,
      comments: pick(faker, EVALUATION_COMMENTS),
      ...stamps(faker, context.now, 240),
    };
  });
}

/** A review comes after its evaluation, within 30 days of it, and never after the seed time. */
function reviewDate(faker: Faker, now: Date, evaluatedAt: string): string {
  const evaluatedDaysAgo = (now.getTime() - Date.parse(evaluatedAt)) / DAY_MS;
  return isoOfficeTimeBetween(faker, now, -evaluatedDaysAgo, Math.min(0, 30 - evaluatedDaysAgo));
}

export function seedReviews(
  context: SeedContext,
  evaluations: readonly StoredRecord[],
  reviewers: readonly string[],
): StoredRecord[] {
  const faker = seededFaker(context, 'node.riskreviews');
  const reviewable = evaluations.filter((evaluation) => evaluation.status !== 'draft');
  return reviewable.map((evaluation) => {
    const isPending = evaluation.status === 'submitted';
    const decision = pick(faker, ['confirmed', 'confirmed', 'adjusted', 'rejected'] as const);
    return {
      _id: newId(faker),
      evaluationId: evaluation._id,
      reviewerId: pick(faker, reviewers),
      status: isPending ? 'pending' : 'completed',
      ...(isPending
        ? {}
        : {
            decision,
            ...(decision === 'adjusted' ? { adjustedLevel: pick(faker, ['medio', 'alto', 'critico'] as const) } : {}),
            reviewedAt: reviewDate(faker, context.now, String(evaluation.evaluatedAt)),
            comments:
              decision === 'rejected'
                ? 'La evaluación no aplica el esquema de revisión vigente; se devuelve al evaluador.'
                : 'Revisión conforme con la documentación del expediente.',
          }),
      ...stamps(faker, context.now, 60),
    };
  });
}
