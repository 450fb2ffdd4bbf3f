// The arithmetic of a risk evaluation walk, kept pure so it is tested without a screen: the weighted factor
// score, the likelihood it suggests, likelihood × impact and the level the review schema's thresholds give it.
import type {
  ReviewSchema,
  ReviewSchemaThresholds,
  RiskEvaluation,
  RiskEvaluationChanges,
  RiskEvaluationInput,
  RiskEvaluationInputStatus,
  RiskLevel,
} from '@api/model';
import { emptiedAsNull, type SetFields } from '../../../lib/resources/set-fields';

/** Scores a factor can take: 0 (no sign of the red flag) to 5 (clear, documented sign). */
export const FACTOR_SCORES = [0, 1, 2, 3, 4, 5] as const;
export const MAX_FACTOR_SCORE = 5;
/** Impact and likelihood are 1..5 (their product, the total, 1..25). */
export const SCALE = [1, 2, 3, 4, 5] as const;

export interface FactorEntry {
  factorId: string;
  weight: number;
  /** Null until the evaluator scores the factor. */
  score: number | null;
}

/**
 * The factors of a schema, in the schema's order, scored from an earlier evaluation when resuming one; factors
 * the earlier evaluation recorded outside the schema follow with their own weight and score, so none is lost.
 */
export function entriesFor(schema: Pick<ReviewSchema, 'factors'>, previous?: Pick<RiskEvaluation, 'factors'>) {
  const earlier = previous?.factors ?? [];
  const scores = new Map(earlier.map((factor) => [factor.factorId, factor.score]));
  const inSchema = new Set(schema.factors.map((factor) => factor.factorId));
  const fromSchema = schema.factors.map(
    (factor): FactorEntry => ({
      factorId: factor.factorId,
      weight: factor.weight,
      score: scores.get(factor.factorId) ?? null,
    }),
  );
  const extra = earlier
    .filter((factor) => !inSchema.has(factor.factorId))
    .map((factor): FactorEntry => ({ factorId: factor.factorId, weight: factor.weight, score: factor.score }));
  return [...fromSchema, ...extra];
}

/** Σ score × weight ÷ Σ weight over the scored factors (0..5), or null while none counts. */
export function weightedScore(entries: readonly FactorEntry[]): number | null {
  let weights = 0;
  let sum = 0;
  for (const entry of entries) {
    if (entry.score === null) continue;
    weights += entry.weight;
    sum += entry.score * entry.weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** The likelihood the red flags suggest: the weighted score rounded, at least 1 (the scale has no 0). */
export function likelihoodOf(weighted: number | null): number | null {
  if (weighted === null) return null;
  return Math.min(MAX_FACTOR_SCORE, Math.max(1, Math.round(weighted)));
}

export function levelOf(total: number, thresholds: ReviewSchemaThresholds): RiskLevel {
  if (total >= thresholds.critico) return 'critico';
  if (total >= thresholds.alto) return 'alto';
  if (total >= thresholds.medio) return 'medio';
  return 'bajo';
}

export interface EvaluationResult {
  weighted: number | null;
  likelihood: number | null;
  total: number | null;
  level: RiskLevel | null;
  scored: number;
}

export function evaluationResult(
  entries: readonly FactorEntry[],
  impact: number | null,
  thresholds: ReviewSchemaThresholds,
): EvaluationResult {
  const weighted = weightedScore(entries);
  const likelihood = likelihoodOf(weighted);
  const total = likelihood !== null && impact !== null ? likelihood * impact : null;
  return {
    weighted,
    likelihood,
    total,
    level: total === null ? null : levelOf(total, thresholds),
    scored: entries.filter((entry) => entry.score !== null).length,
  };
}

export interface EvaluationDraft {
  projectId: string;
  evaluatorId: string;
  schema: Pick<ReviewSchema, '_id' | 'thresholds'>;
  entries: readonly FactorEntry[];
  impact: number | null;
  comments: string;
  status: RiskEvaluationInputStatus;
  evaluatedAt: string;
}

/** The body to save, or null while a factor or the impact is still unscored. */
export function evaluationInput(draft: EvaluationDraft): SetFields<RiskEvaluationInput> | null {
  const result = evaluationResult(draft.entries, draft.impact, draft.schema.thresholds);
  if (result.scored < draft.entries.length || result.likelihood === null || result.total === null) return null;
  if (draft.impact === null || result.level === null) return null;
  const comments = draft.comments.trim();
  return {
    projectId: draft.projectId,
    evaluatorId: draft.evaluatorId,
    reviewSchemaId: draft.schema._id,
    evaluatedAt: draft.evaluatedAt,
    scores: { likelihood: result.likelihood, impact: draft.impact, total: result.total },
    factors: draft.entries.map((entry) => ({
      factorId: entry.factorId,
      score: entry.score ?? 0,
      weight: entry.weight,
    })),
    level: result.level,
    status: draft.status,
    ...(comments ? { comments } : {}),
  };
}

/** A resumed evaluation's update: its comments emptied are removed (null); left out, the old ones stayed. */
export function evaluationChanges(input: SetFields<RiskEvaluationInput>): SetFields<RiskEvaluationChanges> {
  return emptiedAsNull(input, ['comments']);
}

/** The factor a server error names (`factors.2.score` → 2), so the walk can show the message on that step. */
export function factorIndexOfField(field: string | undefined): number | null {
  const match = field?.replace(/^body\./, '').match(/^factors[.[](\d+)/);
  return match?.[1] === undefined ? null : Number(match[1]);
}
