// The evaluation walk's arithmetic: weighted score, likelihood, total, level and the saved body.
import { describe, expect, it } from 'vitest';
import {
  entriesFor,
  evaluationChanges,
  evaluationInput,
  evaluationResult,
  factorIndexOfField,
  levelOf,
  likelihoodOf,
  weightedScore,
} from './evaluation-scoring';

const thresholds = { medio: 5, alto: 10, critico: 17 };
const schema = {
  _id: 'a'.repeat(24),
  thresholds,
  factors: [
    { factorId: 'f1', weight: 0.5 },
    { factorId: 'f2', weight: 0.3 },
    { factorId: 'f3', weight: 0.2 },
  ],
};

describe('weightedScore', () => {
  it('weighs each scored factor by its weight', () => {
    const entries = entriesFor(schema).map((entry, index) => ({ ...entry, score: [4, 2, 0][index] ?? null }));
    // (4×0.5 + 2×0.3 + 0×0.2) / 1.0
    expect(weightedScore(entries)).toBeCloseTo(2.6);
  });

  it('leaves unscored factors out of both sums', () => {
    const entries = entriesFor(schema).map((entry, index) => ({ ...entry, score: index === 0 ? 4 : null }));
    expect(weightedScore(entries)).toBe(4);
  });

  it('is null while nothing with weight is scored', () => {
    expect(weightedScore(entriesFor(schema))).toBeNull();
    expect(weightedScore([{ factorId: 'x', weight: 0, score: 3 }])).toBeNull();
  });
});

describe('likelihoodOf', () => {
  it('rounds the weighted score into 1..5', () => {
    expect(likelihoodOf(2.6)).toBe(3);
    expect(likelihoodOf(0)).toBe(1);
    expect(likelihoodOf(5)).toBe(5);
    expect(likelihoodOf(null)).toBeNull();
  });
});

describe('levelOf', () => {
  it('takes the highest threshold the total reaches', () => {
    expect(levelOf(4, thresholds)).toBe('bajo');
    expect(levelOf(5, thresholds)).toBe('medio');
    expect(levelOf(10, thresholds)).toBe('alto');
    expect(levelOf(17, thresholds)).toBe('critico');
    expect(levelOf(9, { medio: 2, alto: 3, critico: 9 })).toBe('critico');
  });
});

describe('evaluationResult', () => {
  it('multiplies likelihood by impact once both are known', () => {
    const entries = entriesFor(schema).map((entry) => ({ ...entry, score: 4 }));
    expect(evaluationResult(entries, 3, thresholds)).toEqual({
      weighted: 4,
      likelihood: 4,
      total: 12,
      level: 'alto',
      scored: 3,
    });
    expect(evaluationResult(entries, null, thresholds).total).toBeNull();
  });
});

describe('entriesFor', () => {
  it('keeps the schema order and takes the scores of an earlier evaluation', () => {
    const entries = entriesFor(schema, { factors: [{ factorId: 'f2', score: 5, weight: 0.3 }] });
    expect(entries.map((entry) => entry.score)).toEqual([null, 5, null]);
  });

  it('keeps factors the earlier evaluation recorded outside the schema, after the schema ones', () => {
    const entries = entriesFor(schema, { factors: [{ factorId: 'old', score: 2, weight: 0.4 }] });
    expect(entries.map((entry) => entry.factorId)).toEqual(['f1', 'f2', 'f3', 'old']);
    expect(entries[3]).toEqual({ factorId: 'old', score: 2, weight: 0.4 });
  });
});

describe('evaluationInput', () => {
  const draft = {
    projectId: 'b'.repeat(24),
    evaluatorId: 'c'.repeat(24),
    schema,
    impact: 2,
    comments: '  Revisado  ',
    status: 'submitted' as const,
    evaluatedAt: '2026-11-23T10:00:00.000Z',
  };

  it('builds the contract body from the walk', () => {
    const entries = entriesFor(schema).map((entry, index) => ({ ...entry, score: [5, 3, 1][index] ?? null }));
    expect(evaluationInput({ ...draft, entries })).toEqual({
      projectId: draft.projectId,
      evaluatorId: draft.evaluatorId,
      reviewSchemaId: schema._id,
      evaluatedAt: draft.evaluatedAt,
      // (2.5 + 0.9 + 0.2) = 3.6 → likelihood 4; 4 × 2 = 8 → medio
      scores: { likelihood: 4, impact: 2, total: 8 },
      factors: [
        { factorId: 'f1', score: 5, weight: 0.5 },
        { factorId: 'f2', score: 3, weight: 0.3 },
        { factorId: 'f3', score: 1, weight: 0.2 },
      ],
      level: 'medio',
      status: 'submitted',
      comments: 'Revisado',
    });
  });

  it('is null while a factor or the impact is unscored', () => {
    const partly = entriesFor(schema).map((entry, index) => ({ ...entry, score: index === 0 ? 3 : null }));
    expect(evaluationInput({ ...draft, entries: partly })).toBeNull();
    const all = entriesFor(schema).map((entry) => ({ ...entry, score: 3 }));
    expect(evaluationInput({ ...draft, entries: all, impact: null })).toBeNull();
  });
});

describe('evaluationChanges', () => {
  it("sends a resumed evaluation's emptied comments as null, which removes them, and keeps written ones", () => {
    const input = {
      projectId: 'b'.repeat(24),
      evaluatorId: 'c'.repeat(24),
      reviewSchemaId: schema._id,
      evaluatedAt: '2026-11-23T10:00:00.000Z',
      scores: { likelihood: 4, impact: 2, total: 8 },
      factors: [{ factorId: 'f1', score: 5, weight: 1 }],
      level: 'medio' as const,
      status: 'draft' as const,
    };
    expect(evaluationChanges(input)).toEqual({ ...input, comments: null });
    expect(evaluationChanges({ ...input, comments: 'Revisado' })).toEqual({ ...input, comments: 'Revisado' });
  });
});

describe('factorIndexOfField', () => {
  it('finds the factor an error field names', () => {
    expect(factorIndexOfField('factors.2.score')).toBe(2);
    expect(factorIndexOfField('body.factors[1].weight')).toBe(1);
    expect(factorIndexOfField('comments')).toBeNull();
    expect(factorIndexOfField(undefined)).toBeNull();
  });
});
