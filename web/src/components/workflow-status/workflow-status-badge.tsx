// Status of a procedure (draft, submitted, in review, approved, rejected, closed) as a coloured badge.
import type { WorkflowStatus } from '@api/model';
import { Badge } from '@mantine/core';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { workflowStatusColors } from './workflow-status';
import classes from './workflow-status.module.css';

export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  // The status as the procedures' collection says it, in the person's space and in the back-office alike.
  const labels = useResourceLabels();
  return (
    <Badge color={workflowStatusColors[status]} variant="light" radius="sm" className={classes.badge}>
      {labels.value(status, 'workflows')}
    </Badge>
  );
}
