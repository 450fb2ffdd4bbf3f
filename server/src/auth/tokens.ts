// Issues and verifies the bearer tokens. Admin, web and template tokens are signed with
// different derived keys, so a web token can never pass as an admin one, whatever its claims say.
import type { JWT } from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import type { AuthSession, UserKind } from '../contract/handler.ts';
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

export type VerifyOutcome = { session: AuthSession } | { failure: 'expired' | 'invalid' };

export class TokenService {
  private readonly app: FastifyInstance;
  private readonly templateKey: Buffer;
  /**
   * Tokens already verified, until they expire: checking a signature on every request was the
   * largest cost of a read. Revocation (sign-out) is checked per request elsewhere.
   */
  private readonly verified = new Map<string, { session: AuthSession; expiresAt: number }>();

  constructor(app: FastifyInstance, templateKey: Buffer) {
    this.app = app;
    this.templateKey = templateKey;
  }

  signTemplate(now: Date): string {
    return signTemplateToken(this.templateKey, now);
  }

  verifyTemplate(token: string, now: Date): boolean {
    return verifyTemplateToken(this.templateKey, token, now);
  }

  sign(kind: UserKind, session: Omit<AuthSession, 'kind'>): string {
    return this.jwt(kind).sign({ sub: session.sub, username: session.username, sid: session.sid, kind });
  }

  /** Tries every user kind's key; the kind whose key verifies the token is the token's kind. */
  verify(token: string): VerifyOutcome {
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
