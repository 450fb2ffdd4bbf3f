// The steps of a request as a timeline: done, in progress, rejected or still to come, with dates and notes.
import type { Workflow } from '@api/model';
import { Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconClock, IconPlayerSkipForward, IconProgress, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPublicationDate } from '../../components/publication/publication-date';
import { stepStatusColors } from '../../components/workflow-status/workflow-status';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

const stepIcons = {
  completed: IconCheck,
  current: IconProgress,
  pending: IconClock,
  rejected: IconX,
  skipped: IconPlayerSkipForward,
};

export function ProcedureSteps({ request }: { request: Workflow }) {
  const { i18n } = useTranslation();
  // The steps' words are the back-office's for the same field: one word per thing.
  const labels = useResourceLabels();
  const steps = [...request.steps].sort((left, right) => left.order - right.order);
  const reached = steps.filter((step) => step.status === 'completed' || step.status === 'rejected').length;

  return (
    <Timeline active={reached - 1} bulletSize={28} lineWidth={2}>
      {steps.map((step) => {
        const Icon = stepIcons[step.status];
        return (
          <Timeline.Item
            key={step.order}
            title={step.name}
            bullet={
              <ThemeIcon size={28} radius="xl" color={stepStatusColors[step.status]} variant="filled">
                <Icon size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text size="sm" c="dimmed">
              {labels.value(step.status, 'workflows', 'steps.status')}
              {step.completedAt && ` · ${formatPublicationDate(step.completedAt, i18n.language)}`}
            </Text>
            {step.comment && (
              <Text size="sm" mt={4}>
                {step.comment}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
