// The running score beside the walk: factors scored, weighted score, likelihood × impact and the level.
import type { ReviewSchemaThresholds, RiskLevel } from '@api/model';
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl/formatters';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import type { EvaluationResult } from './evaluation-scoring';
import classes from './risk.module.css';

export const levelColors: Record<RiskLevel, string> = { bajo: 'teal', medio: 'yellow', alto: 'orange', critico: 'red' };

interface ScoreSummaryProps {
  result: EvaluationResult;
  factorCount: number;
  impact: number | null;
  thresholds: ReviewSchemaThresholds;
}

export function ScoreSummary({ result, factorCount, impact, thresholds }: ScoreSummaryProps) {
  const { t, i18n } = useTranslation('risk');
  const labels = useResourceLabels();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const show = (value: number | null) => (value === null ? t('summary.pending') : number.format(value));
  const rows: [string, string][] = [
    [t('summary.weighted'), show(result.weighted)],
    [t('summary.likelihood'), show(result.likelihood)],
    [t('summary.impact'), show(impact)],
    [t('summary.total'), show(result.total)],
  ];
  return (
    <Card withBorder padding="lg" className={classes.summary} aria-label={t('summary.title')} component="section">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('summary.title')}
        </Title>
        <Text size="sm">{t('summary.scored', { scored: result.scored, total: factorCount })}</Text>
        <Progress value={factorCount === 0 ? 0 : (100 * result.scored) / factorCount} aria-hidden />
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600} className={classes.metric}>
              {value}
            </Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('summary.level')}
          </Text>
          {result.level ? (
            <Badge color={levelColors[result.level]} size="lg" data-testid="risk-level">
              {labels.value(result.level)}
            </Badge>
          ) : (
            <Text fw={600}>{t('summary.pending')}</Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('summary.thresholds', thresholds)}
        </Text>
      </Stack>
    </Card>
  );
}
