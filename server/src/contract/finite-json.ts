// The JSON body parser: Fastify's own (with its __proto__/constructor poisoning checks), plus a
// refusal of non-finite numbers. JSON.parse turns an overflowing literal such as `1e309` into
// Infinity, which no schema keyword sees in an untyped field and which JSON cannot serialise
// back, so one stored Infinity made every later read of the record fail.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** The dotted path of the first non-finite number inside a parsed JSON value ('' for the root). */
export function nonFinitePath(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : '';
  if (typeof value !== 'object' || value === null) return undefined;
  // for...in, and the path built only on the way back from a find: this runs on every request.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const child = record[key];
    if (typeof child === 'number') {
      if (!Number.isFinite(child)) return key;
    } else if (typeof child === 'object' && child !== null) {
      const found = nonFinitePath(child);
      if (found !== undefined) return found === '' ? key : `${key}.${found}`;
    }
  }
  return undefined;
}

export function nonFiniteError(path: string): ApiError {
  const field = path === '' ? undefined : path;
  return new ApiError(400, 'VALIDATION_FAILED', `body ${path || '(root)'} must be a finite number`, field);
}

/**
 * Whether the JSON text may hold a number literal that overflows to Infinity: that needs an exponent of
 * three digits or more, or a run of over a hundred digits (strings with such text only cost the full check).
 */
const MAY_OVERFLOW = /[eE][+]?0*[1-9][0-9]{2}|[0-9]{100}/;

export const mayOverflow = (text: string): boolean => MAY_OVERFLOW.test(text);

/** Replaces the application/json parser with one that also refuses non-finite numbers. */
export function useFiniteJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error !== null) return done(error, undefined);
      const path = mayOverflow(text) ? nonFinitePath(value) : undefined;
      if (path !== undefined) return done(nonFiniteError(path), undefined);
      done(null, value);
    });
  });
}
