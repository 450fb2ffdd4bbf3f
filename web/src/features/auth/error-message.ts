// Chooses the message key for a failed account request: the server's error bodies are in English, the
// screens speak the user's language.
import { HttpError } from '@http-client';

export type AccountErrorKey = 'errors.conflict' | 'errors.invalid' | 'errors.generic';

export function accountErrorKey(error: unknown): AccountErrorKey {
  if (!(error instanceof HttpError)) return 'errors.generic';
  if (error.status === 409) return 'errors.conflict';
  if (error.status === 400) return 'errors.invalid';
  return 'errors.generic';
}
