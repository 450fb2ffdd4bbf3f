// A failed call in the interface's words. The server's message is English and written for developers ("body
// note.title must NOT have more than 500 characters"); a person reads what went wrong and, when the server named a
// field the screen has a label for, which one. Used by every notice of a failed save or load.
import { HttpError } from '@http-client';
import i18n from 'i18next';
import { serverProblem } from './resources/server-error';

/** The screen's labels of the fields it sends, by their name in the body ("title", or "tasks.content"). */
export type FieldLabels = Readonly<Record<string, string>>;

type Refusal =
  | 'invalidField'
  | 'invalid'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'stale'
  | 'tooLarge'
  | 'tooMany'
  | 'unavailable'
  | 'network'
  | 'failed';

const say = (key: Refusal, field?: string): string => i18n.t(`refusal.${key}`, { ns: 'common', field });

/** The refused field without the body's wrapper and item numbers: "note.tasks.2.content" → "tasks.content". */
function fieldLabel(field: string | undefined, labels: FieldLabels): string | undefined {
  if (field === undefined) return;
  const segments = field.split('.').filter((segment) => !/^\d+$/.test(segment));
  const name = segments.length > 1 ? segments.slice(1).join('.') : (segments[0] ?? field);
  return labels[name] ?? labels[name.split('.').at(-1) ?? name];
}

/** Words for the codes the back-office forms know (serverProblem); the rest by the answer's status. */
const byCode: Readonly<Record<string, Refusal>> = {
  network: 'network',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  DUPLICATE: 'conflict',
  CYCLE: 'conflict',
  IN_USE: 'conflict',
  PRECONDITION_FAILED: 'stale',
  REFERENCE_NOT_FOUND: 'invalid',
};

function byStatus(status: number): Refusal {
  if (status === 400 || status === 422) return 'invalid';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 412) return 'stale';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooMany';
  return status >= 500 ? 'unavailable' : 'failed';
}

export function refusalText(error: unknown, labels: FieldLabels = {}): string {
  if (!(error instanceof HttpError)) return say('failed');
  // The Error body is read once, by the classifier the generic record forms use.
  const { field, message } = serverProblem(error);
  const refusal = byCode[message.key] ?? byStatus(error.status);
  if (refusal !== 'invalid') return say(refusal);
  const label = fieldLabel(field, labels);
  return label ? say('invalidField', label) : say('invalid');
}
