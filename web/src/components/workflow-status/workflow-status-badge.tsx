// Status of a procedure (draft, submitted, in review, approved, rejected, closed) as a coloured badge.
import type { WorkflowStatus } from '@api/model';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { workflowStatusColors } from './workflow-status';
import classes from './workflow-status.module.css';

export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation('space');
  return (
    <Badge color={workflowStatusColors[status]} variant="light" radius="sm" className={classes.badge}>
      {t(`procedures.statuses.${status}`)}
    </Badge>
  );
}
