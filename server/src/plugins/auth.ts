// JWT keys for the two user kinds (@fastify/jwt, one namespace each) and the token service.
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deriveKey, TOKEN_ALGORITHM } from '../auth/keys.ts';
import { TOKEN_ISSUER, TokenService, USER_KINDS } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

export default fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    if (config.jwtSecretGenerated) {
      app.log.warn('JWT_SECRET is not set: tokens are signed with a random secret made at start (they end at restart)');
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
    app.decorate('tokens', new TokenService(app, deriveKey(config.jwtSecret, 'template')));
  },
  { name: 'auth' },
);
