// A failed call in the interface's words. The server's message is English and written for developers ("body
// note.title must NOT have more than 500 characters"); a person reads what went wrong and, when the server named a
// field the screen has a label for, which one. Used by every notice of a failed save or load.
import { HttpError } from '@http-client';
import i18n from 'i18next';

/** The screen's labels of the fields it sends, by their name in the body ("title", or "tasks.content"). */
export type FieldLabels = Readonly<Record<string, string>>;

type Refusal =
  | 'invalidField'
  | 'invalid'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooMany'
  | 'unavailable'
  | 'network'
  | 'failed';

const say = (key: Refusal, field?: string): string => i18n.t(`refusal.${key}`, { ns: 'common', field });

/** The body's field path without its wrapper and item numbers: "note.tasks.2.content" → "tasks.content". */
function fieldName(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('field' in body) || typeof body.field !== 'string') return;
  const segments = body.field.split('.').filter((segment) => !/^\d+$/.test(segment));
  return segments.length > 1 ? segments.slice(1).join('.') : segments[0];
}

function fieldLabel(body: unknown, labels: FieldLabels): string | undefined {
  const name = fieldName(body);
  if (name === undefined) return;
  return labels[name] ?? labels[name.split('.').at(-1) ?? name];
}

export function refusalText(error: unknown, labels: FieldLabels = {}): string {
  if (!(error instanceof HttpError)) return say('failed');
  const { status } = error;
  if (status === 0) return say('network');
  if (status === 400 || status === 422) {
    const field = fieldLabel(error.body, labels);
    return field ? say('invalidField', field) : say('invalid');
  }
  if (status === 403) return say('forbidden');
  if (status === 404) return say('notFound');
  if (status === 409) return say('conflict');
  if (status === 413) return say('tooLarge');
  if (status === 429) return say('tooMany');
  if (status >= 500) return say('unavailable');
  return say('failed');
}
