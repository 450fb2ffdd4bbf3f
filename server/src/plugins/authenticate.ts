// Checks the bearer token of a request against the operation's accepted user kinds.
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Access } from '../contract/access.ts';
import { ApiError } from '../contract/api-error.ts';
import type { AuthSession } from '../contract/handler.ts';
import type { MockState } from '../store/state.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match === null)
    throw new ApiError(401, 'UNAUTHORIZED', 'Authorization header must be "Bearer <token>"', 'authorization');
  return match[1];
}

/** The session of a valid token, undefined for an anonymous caller where that is allowed. */
export function authenticate(
  request: FastifyRequest,
  access: Access,
  tokens: TokenService,
  state: MockState,
): AuthSession | undefined {
  if (access.kinds.length === 0) return undefined;
  const token = bearerToken(request);
  if (token === undefined) {
    if (access.anonymous) return undefined;
    throw new ApiError(401, 'UNAUTHORIZED', 'A bearer token is required', 'authorization');
  }
  const outcome = tokens.verify(token);
  if ('failure' in outcome || state.revokedSessions.has(outcome.session.sid)) {
    if (access.anonymous) return undefined;
    if ('failure' in outcome && outcome.failure === 'expired') {
      throw new ApiError(401, 'TOKEN_EXPIRED', 'The bearer token has expired', 'authorization');
    }
    const reason = 'failure' in outcome ? 'is invalid' : 'belongs to a signed-out session';
    throw new ApiError(401, 'TOKEN_INVALID', `The bearer token ${reason}`, 'authorization');
  }
  if (!access.kinds.includes(outcome.session.kind)) {
    if (access.anonymous) return undefined;
    throw new ApiError(
      403,
      'WRONG_USER_KIND',
      `This operation does not accept ${outcome.session.kind} tokens; it needs ${access.kinds.join(' or ')}`,
      'authorization',
    );
  }
  return outcome.session;
}
