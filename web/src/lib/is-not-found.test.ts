import { HttpError } from '@http-client';
import { describe, expect, it } from 'vitest';
import { hasFailedToLoad, isNotFound } from './is-not-found';

const refusal = (status: number, field?: string) =>
  new HttpError(status, { statusCode: status, code: 'X', error: 'X', message: 'x', ...(field ? { field } : {}) });

describe('isNotFound', () => {
  it('is a 404, or a 400 naming the id (an id no record could have)', () => {
    expect(isNotFound(refusal(404, 'id'))).toBe(true);
    expect(isNotFound(refusal(404))).toBe(true);
    expect(isNotFound(refusal(400, 'id'))).toBe(true);
  });

  it('is not a refusal of something else, an outage or a network failure', () => {
    expect(isNotFound(refusal(400, 'size'))).toBe(false);
    expect(isNotFound(refusal(400))).toBe(false);
    expect(isNotFound(refusal(503))).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('leaves the other failures to be said as failures to load', () => {
    expect(hasFailedToLoad({ isError: true, error: refusal(503) })).toBe(true);
    expect(hasFailedToLoad({ isError: true, error: refusal(400, 'id') })).toBe(false);
    expect(hasFailedToLoad({ isError: false, error: null })).toBe(false);
  });
});
