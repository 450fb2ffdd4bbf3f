// JWT keys for the two user kinds (@fastify/jwt, one namespace each) and the token service.
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_ISSUER, TokenService, USER_KINDS } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

export default fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    for (const kind of USER_KINDS) {
      await app.register(fastifyJwt, {
        // One key per kind, derived from the configured secret.
        secret: `${options.config.jwtSecret}:${kind}`,
        namespace: kind,
        sign: { expiresIn: options.config.tokenTtlSeconds, iss: TOKEN_ISSUER, aud: kind },
        verify: { allowedIss: TOKEN_ISSUER, allowedAud: kind },
      });
    }
    app.decorate('tokens', new TokenService(app));
  },
  { name: 'auth' },
);
