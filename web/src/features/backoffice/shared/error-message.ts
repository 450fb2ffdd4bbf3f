// The human message of a failed call: the contract's Error body message when there is one.
import { HttpError } from '@http-client';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  }
  return fallback;
}
