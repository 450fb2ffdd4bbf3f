// Security headers on every answer, app and API alike (@fastify/helmet): no sniffing, no framing by
// other sites, a strict referrer policy and a Content-Security-Policy the built web app runs under.
// The docs (/docs) replace the CSP with their own, which allows Swagger UI's inline scripts by hash.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The app's policy: only its own scripts; inline styles for Mantine (it injects <style> tags at run time). */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        // No upgrade-insecure-requests: the mock is served over plain http (containers, QA hosts).
        directives: CONTENT_SECURITY_POLICY,
      },
      // HSTS means nothing over plain http, and would pin a QA host to https it may not have.
      strictTransportSecurity: false,
      // The API is meant for other origins (CORS *): its files and pictures may be embedded there too.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
