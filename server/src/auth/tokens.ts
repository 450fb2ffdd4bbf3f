// Issues and verifies the bearer tokens. Admin, web and template tokens are signed with
// different derived keys, so a web token can never pass as an admin one, whatever its claims say.
import type { JWT } from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import type { AuthSession, UserKind } from '../contract/handler.ts';
import type { SessionRegistry } from './sessions.ts';
import { signTemplateToken, verifyTemplateToken } from './template-token.ts';

export const USER_KINDS: readonly UserKind[] = ['admin', 'web'];
export const TOKEN_ISSUER = 'procurement-oversight-mock';

interface TokenClaims {
  sub: string;
  username: string;
  sid: string;
  kind: UserKind;
  exp: number;
}

const CACHE_LIMIT = 10_000;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    namespaces: UserKind;
    payload: Omit<TokenClaims, 'exp'>;
    user: TokenClaims;
  }
}

export type VerifyOutcome = { session: AuthSession } | { failure: 'expired' | 'invalid' | 'ended' };

export class TokenService {
  private readonly app: FastifyInstance;
  private readonly templateKey: Buffer;
  private readonly ttlSeconds: number;
  /** Live sessions: checked on every request, after the signature (cached) and before anything else. */
  readonly sessions: SessionRegistry;
  /**
   * Tokens already verified, until they expire: checking a signature on every request was the
   * largest cost of a read. Whether the session is still live is checked on every request.
   */
  private readonly verified = new Map<string, { session: AuthSession; expiresAt: number }>();

  constructor(app: FastifyInstance, options: { templateKey: Buffer; sessions: SessionRegistry; ttlSeconds: number }) {
    this.app = app;
    this.templateKey = options.templateKey;
    this.sessions = options.sessions;
    this.ttlSeconds = options.ttlSeconds;
  }

  signTemplate(now: Date): string {
    return signTemplateToken(this.templateKey, now);
  }

  verifyTemplate(token: string, now: Date): boolean {
    return verifyTemplateToken(this.templateKey, token, now);
  }

  /** Signs a token for a new session opened in the namespace `home`, and registers the session. */
  sign(kind: UserKind, session: Omit<AuthSession, 'kind'>, home: string): string {
    const token = this.jwt(kind).sign({ sub: session.sub, username: session.username, sid: session.sid, kind });
    // The token's exp is iat (whole seconds) + TTL; the session may outlive it by under a second.
    const expiresAt = (Math.floor(Date.now() / 1000) + this.ttlSeconds + 1) * 1000;
    this.sessions.open(session.sid, { kind, sub: session.sub, home, expiresAt });
    return token;
  }

  /**
   * A new token of a live session, with a full lifetime; the session lives as long. It stays in the namespace it
   * was opened in. Undefined when the session has ended.
   */
  renew(session: AuthSession): string | undefined {
    const live = this.sessions.get(session.sid);
    if (live === undefined || live.kind !== session.kind || live.sub !== session.sub) return undefined;
    return this.sign(session.kind, session, live.home);
  }

  /** Tries every user kind's key; the kind whose key verifies the token is the token's kind. */
  verify(token: string): VerifyOutcome {
    const outcome = this.verifySignature(token);
    if ('failure' in outcome) return outcome;
    const { sid, kind, sub } = outcome.session;
    return this.sessions.isLive(sid, kind, sub) ? outcome : { failure: 'ended' };
  }

  private verifySignature(token: string): VerifyOutcome {
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.expiresAt > Date.now()) return { session: known.session };
      this.verified.delete(token);
      return { failure: 'expired' };
    }
    let expired = false;
    for (const kind of USER_KINDS) {
      try {
        const claims = this.jwt(kind).verify<TokenClaims>(token);
        const session: AuthSession = { kind, sub: claims.sub, username: claims.username, sid: claims.sid };
        if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
        this.verified.set(token, { session, expiresAt: claims.exp * 1000 });
        return { session };
      } catch (error) {
        if ((error as { code?: string }).code === 'FAST_JWT_EXPIRED') expired = true;
      }
    }
    return { failure: expired ? 'expired' : 'invalid' };
  }

  private jwt(kind: UserKind): JWT {
    const namespaced = this.app.jwt as unknown as Partial<Record<UserKind, JWT>>;
    const jwt = namespaced[kind];
    if (jwt === undefined) throw new ApiError(500, 'INTERNAL_ERROR', `No JWT key for ${kind}`);
    return jwt;
  }
}
