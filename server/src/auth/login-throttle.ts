// Failed sign-ins are throttled per (client IP, user kind, login name) and, more widely, per client
// IP (@fastify/rate-limit's manual limiters). Only failures count, so clients and test suites that
// sign in correctly all day are never slowed; past the limit the login answers 429 with Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../plugins/errors.ts';

export interface LoginLimits {
  /** Failed attempts per (IP, kind, login name) in the window. */
  maxFailuresPerUser: number;
  /** Failed attempts per IP, whatever the name, in the window. */
  maxFailuresPerIp: number;
  windowSeconds: number;
}

const loginName = (request: FastifyRequest): string => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};
const kindOf = (request: FastifyRequest): string => String((request.params as { userKind?: string }).userKind);

export function loginThrottle(app: FastifyInstance, limits: LoginLimits) {
  const timeWindow = limits.windowSeconds * 1000;
  const limiters = [
    app.createRateLimit({
      max: limits.maxFailuresPerUser,
      timeWindow,
      keyGenerator: (request) => `login-user|${request.ip}|${kindOf(request)}|${loginName(request)}`,
    }),
    app.createRateLimit({
      max: limits.maxFailuresPerIp,
      timeWindow,
      keyGenerator: (request) => `login-ip|${request.ip}`,
    }),
  ];

  /** Before checking the password: refused while either limit is used up. */
  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of limiters) {
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) {
        const seconds = Math.max(1, Math.ceil(status.ttl / 1000));
        const message = `Too many failed sign-ins; try again in ${seconds} s`;
        return reply
          .header('retry-after', String(seconds))
          .status(429)
          .send(errorBody(429, 'TOO_MANY_REQUESTS', message, 'username'));
      }
    }
  }

  /** After a wrong password (401): the attempt counts against both limits. */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode === 401) for (const limiter of limiters) await limiter(request);
    return payload;
  }

  return { preHandler, onSend };
}
