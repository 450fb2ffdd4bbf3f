// JWT keys for the two user kinds (@fastify/jwt, one namespace each) and the token service.
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deriveKey, TOKEN_ALGORITHM } from '../auth/keys.ts';
import { loginThrottle } from '../auth/login-throttle.ts';
import { SessionRegistry } from '../auth/sessions.ts';
import { TOKEN_ISSUER, TokenService, USER_KINDS } from '../auth/tokens.ts';
import { userWriteHooks, userWriteKind } from '../auth/user-writes.ts';
import type { AppConfig } from '../config.ts';

/** Signed-in sessions kept at most (about 150 bytes each); past it the oldest end. */
const MAX_LIVE_SESSIONS = 100_000;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export default fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    if (config.jwtSecretGenerated) {
      // Info, not a warning: a random secret is the intended set-up of a local mock (production requires one).
      app.log.info('JWT_SECRET is not set: tokens are signed with a random secret made at start (they end at restart)');
    }
    for (const kind of USER_KINDS) {
      await app.register(fastifyJwt, {
        secret: deriveKey(config.jwtSecret, kind),
        namespace: kind,
        // Pinned algorithm, issuer and audience on both sides: an HS512 or `none` token never passes.
        sign: { algorithm: TOKEN_ALGORITHM, expiresIn: config.tokenTtlSeconds, iss: TOKEN_ISSUER, aud: kind },
        verify: {
          algorithms: [TOKEN_ALGORITHM],
          allowedIss: TOKEN_ISSUER,
          allowedAud: kind,
          requiredClaims: ['iss', 'aud', 'exp', 'sub', 'sid'],
        },
      });
    }
    const sessions = new SessionRegistry({ maxSessions: MAX_LIVE_SESSIONS });
    const templateKey = deriveKey(config.jwtSecret, 'template');
    app.decorate('tokens', new TokenService(app, { templateKey, sessions, ttlSeconds: config.tokenTtlSeconds }));
    // Only the manual limiters of the login: no route is rate-limited as a whole.
    await app.register(rateLimit, { global: false });
    const throttle = loginThrottle(app, config.loginLimits);
    // Route-level hooks on the login and the user-collection writes only: no cost on any other route.
    app.addHook('onRoute', (route) => {
      const kind = userWriteKind(route.method, route.url);
      const hooks =
        route.config?.operationId === 'login'
          ? throttle
          : kind === undefined
            ? undefined
            : userWriteHooks(kind, sessions);
      if (hooks === undefined) return;
      route.preHandler = [...toArray(route.preHandler), hooks.preHandler];
      route.onSend = [...toArray(route.onSend), hooks.onSend];
    });
  },
  { name: 'auth' },
);
