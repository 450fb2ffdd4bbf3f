// Makes the server refuse some requests as its own checks would (400 with the contract's Error body, naming
// the field; 401 as to a token it no longer takes) or as an outage would (503): how a screen takes a refusal is tested without corrupting the
// server's data to provoke one. Requests the rule does not pick go on to the server.
import type { Page, Request } from '@playwright/test';

interface Refusal {
  /** Which requests to the address are refused. */
  picks: (request: Request) => boolean;
  status?: 400 | 401 | 503;
  message?: string;
  field?: string;
  /** Refuse only the first request picked; the ones after it go through (a retry that succeeds). */
  once?: boolean;
}

const errors = {
  400: ['VALIDATION_FAILED', 'Bad Request'],
  401: ['UNAUTHORIZED', 'Unauthorized'],
  503: ['UNAVAILABLE', 'Service Unavailable'],
} as const;

/** Starts refusing; the answer ends the refusals (the outage is over: what is asked next goes through). */
export async function refuseRequests(
  page: Page,
  url: string | ((url: URL) => boolean),
  refusal: Refusal,
): Promise<{ end: () => void }> {
  const { picks, status = 400, message = 'refused', field, once = false } = refusal;
  let refused = 0;
  let hasEnded = false;
  await page.route(url, (route) => {
    if (hasEnded || !picks(route.request()) || (once && refused > 0)) return route.fallback();
    refused += 1;
    const [code, error] = errors[status];
    return route.fulfill({ status, json: { statusCode: status, code, error, message, ...(field ? { field } : {}) } });
  });
  return {
    end: () => {
      hasEnded = true;
    },
  };
}

/** A rule that picks every request. */
export const every = (): boolean => true;

/** A rule that picks every request of one method. */
export const method =
  (name: 'POST' | 'PATCH' | 'PUT' | 'DELETE') =>
  (request: Request): boolean =>
    request.method() === name;
