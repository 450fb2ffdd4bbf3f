// Per-request mock controls: `Prefer: code=<status>` forces a declared error response and
// `x-mock-delay: <ms>` (or the configured/template latency) delays the answer.
import type { FastifyRequest } from 'fastify';
import type { MockDelay } from '../config.ts';
import { ApiError } from '../contract/api-error.ts';

export const DELAY_HEADER = 'x-mock-delay';
const MAX_DELAY_MS = 30_000;

export function forcedStatus(request: FastifyRequest, declared: string[], operationId: string): number | undefined {
  const prefer = request.headers.prefer;
  if (typeof prefer !== 'string') return undefined;
  const match = /(?:^|[,;\s])code=(\d{3})\b/.exec(prefer);
  if (match === null) return undefined;
  const status = Number(match[1]);
  if (status < 400) return undefined;
  const isDeclared = declared.some((key) => key === String(status) || key.toUpperCase() === `${String(status)[0]}XX`);
  if (!isDeclared) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `Prefer code=${status} is not a declared response of ${operationId} (declared: ${declared.join(', ')})`,
      'prefer',
    );
  }
  return status;
}

export function delayFor(request: FastifyRequest, configured: MockDelay, operationDelay: number | undefined): number {
  const header = request.headers[DELAY_HEADER];
  if (header !== undefined) {
    const ms = Number(header);
    if (typeof header !== 'string' || !/^\d{1,5}$/.test(header) || ms > MAX_DELAY_MS) {
      throw new ApiError(
        400,
        'BAD_REQUEST',
        `Header ${DELAY_HEADER} must be an integer from 0 to ${MAX_DELAY_MS}`,
        DELAY_HEADER,
      );
    }
    return ms;
  }
  if (configured.mode === 'off') return 0;
  if (configured.mode === 'fixed') return configured.ms;
  return operationDelay ?? 0;
}
