// "My trainings": the person's training requests (enrolments, certificates) among their procedures. A
// procedure is about training when one of its definition's steps is done by the capacitacion module.
import type { Workflow } from '@api/model';

export interface TrainingRecord {
  id: string;
  code: string;
  /** The course the request is about (its `curso` field), or the procedure title without one. */
  course: string;
  procedure: string;
  status: Workflow['status'];
  /** When it was filed, or created for drafts. */
  date: string | undefined;
  isFiled: boolean;
}

function moduleOf(role: string): string {
  return role.split(':', 1)[0] ?? role;
}

export function isTrainingDefinition(definition: Workflow): boolean {
  return (
    definition.kind === 'definition' &&
    definition.steps.some((step) => step.role && moduleOf(step.role) === 'capacitacion')
  );
}

export function trainingRecords(definitions: readonly Workflow[], requests: readonly Workflow[]): TrainingRecord[] {
  const training = new Map(definitions.filter(isTrainingDefinition).map((definition) => [definition._id, definition]));
  return requests
    .filter(
      (request) =>
        request.kind === 'instance' && request.definitionId !== undefined && training.has(request.definitionId),
    )
    .map((request) => {
      const course = request.data?.find((field) => field.name === 'curso')?.value;
      return {
        id: request._id,
        code: request.code,
        course: course ?? request.title,
        procedure: training.get(request.definitionId ?? '')?.title ?? request.title,
        status: request.status,
        date: request.submittedAt ?? request.createdAt,
        isFiled: request.submittedAt !== undefined,
      };
    })
    .sort((left, right) => (right.date ?? '').localeCompare(left.date ?? ''));
}
