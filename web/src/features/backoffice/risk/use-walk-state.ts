// The values the evaluator enters during the walk (scores, impact, status, comments) and the step shown;
// kept here, never reset by a refused save, so nothing typed is lost.
import type { ReviewSchema, RiskEvaluation, RiskEvaluationInputStatus } from '@api/model';
import { useState } from 'react';
import { entriesFor, type FactorEntry } from './evaluation-scoring';

export function useWalkState(schema: ReviewSchema, previous: RiskEvaluation | undefined) {
  const [entries, setEntries] = useState<FactorEntry[]>(() => entriesFor(schema, previous));
  const [impact, setImpact] = useState<number | null>(previous?.scores.impact ?? null);
  // A resumed draft keeps its status; a reviewed or closed one goes back to the reviewers as submitted.
  const [status, setStatus] = useState<RiskEvaluationInputStatus>(previous?.status === 'draft' ? 'draft' : 'submitted');
  const [comments, setComments] = useState(previous?.comments ?? '');
  const [step, setStep] = useState(0);
  const score = (index: number, value: number) =>
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, score: value } : entry)));
  return { entries, score, impact, setImpact, status, setStatus, comments, setComments, step, setStep };
}
