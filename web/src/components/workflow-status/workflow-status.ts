// Colours of the procedure and step statuses, shared by the requests list, its detail and "my trainings".
import type { WorkflowStatus, WorkflowStepsItemStatus } from '@api/model';
import type { MantineColor } from '@mantine/core';

export const workflowStatusColors: Record<WorkflowStatus, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  'in-review': 'yellow',
  approved: 'teal',
  rejected: 'red',
  closed: 'dark',
};

export const stepStatusColors: Record<WorkflowStepsItemStatus, MantineColor> = {
  pending: 'gray',
  current: 'blue',
  completed: 'teal',
  rejected: 'red',
  skipped: 'gray',
};
