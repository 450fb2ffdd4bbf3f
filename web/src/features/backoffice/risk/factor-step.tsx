// One step of the walk: what the factor is, how it is measured, its weight in this model, and its 0–5 score.
import type { C2qFactor } from '@api/model';
import { Badge, Card, Group, Input, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl/formatters';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { FACTOR_SCORES, type FactorEntry } from './evaluation-scoring';
import classes from './risk.module.css';

// One key per score, so the typed t() checks each of them.
const SCORE_LABELS = [
  'scoreLabels.0',
  'scoreLabels.1',
  'scoreLabels.2',
  'scoreLabels.3',
  'scoreLabels.4',
  'scoreLabels.5',
] as const;

interface FactorStepProps {
  entry: FactorEntry;
  factor: C2qFactor | undefined;
  error?: string | undefined;
  onScore: (score: number) => void;
}

export function FactorStep({ entry, factor, error, onScore }: FactorStepProps) {
  const { t, i18n } = useTranslation('risk');
  const labels = useResourceLabels();
  const weight = numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(entry.weight);
  const name = factor?.name ?? t('evaluar.unknownFactor');
  return (
    <Card withBorder padding="lg" data-testid="factor-step">
      <Stack gap="sm">
        <Group gap="xs">
          {factor && <Badge variant="light">{factor.code}</Badge>}
          {factor && (
            <Badge variant="outline" color="gray">
              {labels.value(factor.phase)}
            </Badge>
          )}
          <Badge variant="light" color="grape">
            {t('walk.weight', { weight })}
          </Badge>
        </Group>
        <Title order={2} fz="h4">
          {name}
        </Title>
        {factor?.description && <Text size="sm">{factor.description}</Text>}
        {factor?.indicator && (
          <Text size="sm" c="dimmed">
            <Text span fw={600} inherit>
              {t('walk.indicator')}:
            </Text>{' '}
            {factor.indicator}
          </Text>
        )}
        <Stack gap={6}>
          <Input.Label labelElement="div" id={`score-${entry.factorId}`}>
            {t('walk.score')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={`score-${entry.factorId}`}
            className={classes.scale}
            fullWidth
            value={entry.score === null ? '' : String(entry.score)}
            onChange={(value) => onScore(Number(value))}
            data={FACTOR_SCORES.map((score) => ({ value: String(score), label: String(score) }))}
          />
          <Text size="sm" c={entry.score === null ? 'dimmed' : undefined} aria-live="polite">
            {entry.score === null ? t('walk.unscored') : t(SCORE_LABELS[entry.score] ?? 'walk.unscored')}
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
