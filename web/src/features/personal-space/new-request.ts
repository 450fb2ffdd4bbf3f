// A new request ("solicitud") started from a procedure definition: the definition's steps with the first
// one done, filed now. The API sets requesterId to the caller; the request code is drawn here because the
// serial numbers operation is staff-only.
import type { Workflow, WorkflowInput } from '@api/model';

export const requestDetailField = 'detalle';
export const requestDetailMaxLength = 2000;

/** "SOL-2026-W0K3F9": year of filing and a base-36 stamp of the moment, unique enough for one person. */
export function requestCode(now: Date): string {
  const stamp = (now.getTime() % 36 ** 6).toString(36).toUpperCase().padStart(6, '0');
  return `SOL-${now.getUTCFullYear()}-W${stamp}`;
}

export interface NewRequestValues {
  detail: string;
  /** Label of the detail field, in the interface language, kept with the value. */
  detailLabel: string;
  personId: string | null;
}

export function newRequest(definition: Workflow, values: NewRequestValues, now: Date): WorkflowInput {
  const filedAt = now.toISOString();
  const steps = [...definition.steps]
    .sort((left, right) => left.order - right.order)
    .map((step, index) => ({
      order: step.order,
      name: step.name,
      ...(step.role ? { role: step.role } : {}),
      status: index === 0 ? ('completed' as const) : ('pending' as const),
      ...(index === 0 ? { completedAt: filedAt } : {}),
    }));
  return {
    kind: 'instance',
    definitionId: definition._id,
    code: requestCode(now),
    title: definition.title,
    ...(definition.description ? { description: definition.description } : {}),
    ...(values.personId ? { personId: values.personId } : {}),
    status: 'submitted',
    steps,
    // The step in progress is the one after the filing, as in the requests the office already handles.
    currentStep: Math.min(2, steps.length),
    submittedAt: filedAt,
    data: [{ name: requestDetailField, label: values.detailLabel, value: values.detail.trim() }],
  };
}
