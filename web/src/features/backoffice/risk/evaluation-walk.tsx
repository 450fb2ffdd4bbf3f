// The walk through a review model's factors: one step per factor, then the result; the running score stays in
// view; save creates (or updates the resumed) evaluation and opens it, a refusal is shown on the factor it names.
import { useListC2qFactors } from '@api/endpoints/node-c2qfactors/node-c2qfactors';
import type { ReviewSchema, RiskEvaluation } from '@api/model';
import { Button, Grid, Group, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth/use-session-user';
import { serverProblem } from '../../../lib/resources/server-error';
import { notifySaved } from '../shared/notify';
import { evaluationInput, evaluationResult, factorIndexOfField } from './evaluation-scoring';
import { FactorStep } from './factor-step';
import { ResultStep } from './result-step';
import { ScoreSummary } from './score-summary';
import { useSaveEvaluation } from './use-save-evaluation';
import { useWalkState } from './use-walk-state';

interface EvaluationWalkProps {
  schema: ReviewSchema;
  projectId: string;
  previous?: RiskEvaluation | undefined;
}

type Refusal = { factor: number | null; message: string };

export function EvaluationWalk({ schema, projectId, previous }: EvaluationWalkProps) {
  const { t } = useTranslation('risk');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const user = useSessionUser('admin');
  const factors = new Map((useListC2qFactors().data ?? []).map((factor) => [factor._id, factor]));
  const walk = useWalkState(schema, previous);
  const [showMissing, setShowMissing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const result = evaluationResult(walk.entries, walk.impact, schema.thresholds);
  const resultStep = walk.entries.length;
  const saving = useSaveEvaluation(previous?._id, (saved) => {
    notifySaved(t('walk.saved'));
    void navigate({ to: '/colecciones/$collection/$id', params: { collection: 'riskevaluations', id: saved._id } });
  });

  const onRefused = (error: unknown) => {
    const problem = serverProblem(error);
    const key = problem.message.key;
    const message = key === 'VALIDATION_FAILED' || key === 'REFERENCE_NOT_FOUND' || key === 'network' ? key : 'failed';
    const factor = factorIndexOfField(problem.field);
    setRefusal({ factor, message: t(`errors.${message}`) });
    if (factor !== null) walk.setStep(factor);
  };

  const save = () => {
    setRefusal(null);
    const input = evaluationInput({
      projectId,
      evaluatorId: previous?.evaluatorId ?? user?._id ?? '',
      schema,
      entries: walk.entries,
      impact: walk.impact,
      comments: walk.comments,
      status: walk.status,
      evaluatedAt: new Date().toISOString(),
    });
    if (input) return saving.save(input, onRefused);
    setShowMissing(true);
    const firstUnscored = walk.entries.findIndex((entry) => entry.score === null);
    walk.setStep(firstUnscored === -1 ? resultStep : firstUnscored);
  };

  const stepError = (index: number) => {
    if (refusal?.factor === index) return refusal.message;
    return showMissing && walk.entries[index]?.score === null ? t('walk.scoreRequired') : undefined;
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stepper
          active={walk.step}
          onStepClick={walk.setStep}
          size={isPhone ? 'xs' : 'sm'}
          iconSize={isPhone ? 26 : undefined}
          wrap
        >
          {walk.entries.map((entry, index) => (
            <Stepper.Step
              key={entry.factorId}
              aria-label={t('walk.stepOf', { step: index + 1, total: walk.entries.length })}
              color={stepError(index) ? 'red' : undefined}
              completedIcon={entry.score === null ? undefined : String(entry.score)}
            >
              <Text size="sm" c="dimmed" mb="xs">
                {t('walk.stepOf', { step: index + 1, total: walk.entries.length })}
              </Text>
              <FactorStep
                entry={entry}
                factor={factors.get(entry.factorId)}
                error={stepError(index)}
                onScore={(score) => walk.score(index, score)}
              />
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <ResultStep
              impact={walk.impact}
              onImpact={walk.setImpact}
              status={walk.status}
              onStatus={walk.setStatus}
              comments={walk.comments}
              onComments={walk.setComments}
              missing={walk.entries.length - result.scored}
              showMissing={showMissing}
              error={refusal && refusal.factor === null ? refusal.message : null}
              isSaving={saving.isPending}
              onSave={save}
            />
          </Stepper.Completed>
        </Stepper>
        <Group justify="space-between" mt="md">
          <Button variant="default" disabled={walk.step === 0} onClick={() => walk.setStep(walk.step - 1)}>
            {t('walk.previous')}
          </Button>
          {walk.step < resultStep && (
            <Button variant="light" onClick={() => walk.setStep(walk.step + 1)}>
              {walk.step === resultStep - 1 ? t('walk.toResult') : t('walk.next')}
            </Button>
          )}
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ScoreSummary
          result={result}
          factorCount={walk.entries.length}
          impact={walk.impact}
          thresholds={schema.thresholds}
        />
      </Grid.Col>
    </Grid>
  );
}
