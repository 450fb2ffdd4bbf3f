// Checks the bearer token of a request: signature, expiry, live session, the user still allowed in
// this namespace, and the operation's accepted user kinds.
import type { FastifyRequest } from 'fastify';
import type { TokenService, VerifyOutcome } from '../auth/tokens.ts';
import { mayHoldSession, userRecord } from '../auth/user-records.ts';
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

const REASONS: Record<'invalid' | 'ended' | 'user', string> = {
  invalid: 'is invalid',
  ended: 'belongs to a session that has ended (signed out, or its user was locked, deleted or changed password)',
  user: 'belongs to a user who no longer exists or is not active',
};

type Checked = VerifyOutcome | { failure: 'user' };

/** A valid token of a live session is still refused once its user is gone or inactive in this namespace. */
function withUser(outcome: VerifyOutcome, state: MockState): Checked {
  if ('failure' in outcome) return outcome;
  const { kind, sub } = outcome.session;
  return mayHoldSession(kind, userRecord(state, kind, sub)) ? outcome : { failure: 'user' };
}

function refusal(failure: Extract<Checked, { failure: unknown }>['failure']): ApiError {
  if (failure === 'expired') return new ApiError(401, 'TOKEN_EXPIRED', 'The bearer token has expired', 'authorization');
  return new ApiError(401, 'TOKEN_INVALID', `The bearer token ${REASONS[failure]}`, 'authorization');
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
  const checked = withUser(tokens.verify(token), state);
  if ('failure' in checked) {
    if (access.anonymous) return undefined;
    throw refusal(checked.failure);
  }
  const { session } = checked;
  if (!access.kinds.includes(session.kind)) {
    if (access.anonymous) return undefined;
    throw new ApiError(
      403,
      'WRONG_USER_KIND',
      `This operation does not accept ${session.kind} tokens; it needs ${access.kinds.join(' or ')}`,
      'authorization',
    );
  }
  return session;
}
