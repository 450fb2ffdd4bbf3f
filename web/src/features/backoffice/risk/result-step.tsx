// The walk's last step: the impact (the factors give the likelihood), the status to save with, comments, save.
import type { RiskEvaluationInputStatus } from '@api/model';
import { Alert, Button, Card, Input, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { SCALE } from './evaluation-scoring';
import classes from './risk.module.css';

export const SAVE_STATUSES: readonly RiskEvaluationInputStatus[] = ['draft', 'submitted'];

interface ResultStepProps {
  impact: number | null;
  onImpact: (impact: number) => void;
  status: RiskEvaluationInputStatus;
  onStatus: (status: RiskEvaluationInputStatus) => void;
  comments: string;
  onComments: (comments: string) => void;
  missing: number;
  showMissing: boolean;
  error: string | null;
  isSaving: boolean;
  onSave: () => void;
}

export function ResultStep(props: ResultStepProps) {
  const { t } = useTranslation('risk');
  const labels = useResourceLabels();
  const impactMissing = props.showMissing && props.impact === null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Stack gap={6}>
          <Input.Label labelElement="div" id="risk-impact">
            {t('walk.impact')}
          </Input.Label>
          <Input.Description>{t('walk.impactHint')}</Input.Description>
          <SegmentedControl
            aria-labelledby="risk-impact"
            className={classes.scale}
            fullWidth
            value={props.impact === null ? '' : String(props.impact)}
            onChange={(value) => props.onImpact(Number(value))}
            data={SCALE.map((value) => ({ value: String(value), label: String(value) }))}
          />
          {impactMissing && (
            <Text size="sm" c="red" role="alert">
              {t('walk.impactRequired')}
            </Text>
          )}
        </Stack>
        <Select
          label={t('walk.status')}
          data={SAVE_STATUSES.map((status) => ({ value: status, label: labels.value(status, 'riskevaluations') }))}
          value={props.status}
          allowDeselect={false}
          onChange={(value) => {
            const status = SAVE_STATUSES.find((candidate) => candidate === value);
            if (status) props.onStatus(status);
          }}
        />
        <Textarea
          label={t('walk.comments')}
          autosize
          minRows={3}
          maxLength={4000}
          value={props.comments}
          onChange={(event) => props.onComments(event.currentTarget.value)}
        />
        {props.showMissing && props.missing > 0 && (
          <Alert color="yellow" role="alert">
            {t('walk.missing', { count: props.missing })}
          </Alert>
        )}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          loading={props.isSaving}
          onClick={props.onSave}
          className={classes.save}
        >
          {t('walk.save')}
        </Button>
      </Stack>
    </Card>
  );
}
