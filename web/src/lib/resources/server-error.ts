// The server's Error body (`code`, `field`) onto the form: a message for the named field when there is one,
// else one for the whole form.
import { HttpError } from '@http-client';
import type { FieldMessage } from './form-validation';

export interface ServerProblem {
  field?: string;
  message: FieldMessage;
}

// Codes with their own words; any other answer reads as a generic failure.
const KNOWN = new Set([
  'DUPLICATE',
  'REFERENCE_NOT_FOUND',
  'VALIDATION_FAILED',
  'CYCLE',
  'IN_USE',
  'NOT_FOUND',
  'FORBIDDEN',
  'PRECONDITION_FAILED',
]);

export function serverProblem(error: unknown): ServerProblem {
  if (!(error instanceof HttpError)) return { message: { key: 'failed' } };
  const body: unknown = error.body;
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : undefined;
  const field =
    typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
      ? body.field
      : undefined;
  const key = code !== undefined && KNOWN.has(code) ? code : error.status === 0 ? 'network' : 'failed';
  return { ...(field ? { field: field.replace(/^body\./, '') } : {}), message: { key } };
}
