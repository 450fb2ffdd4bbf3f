// Security headers on every answer, app and API alike (helmet): no sniffing, no framing by other sites, a
// strict referrer policy and a Content-Security-Policy the built web app runs under. The docs (/docs) replace
// the CSP with their own, which allows Swagger UI's inline scripts by hash.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

export const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * The headers helmet sets with these options, worked out once. The policy has no per-request part (no
 * nonces), so the answers get the same headers as from helmet's middleware, without running it (and
 * parsing the policy again) on every request: that was a tenth of the API's time per request.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error;
  });
  return headers;
}

export default fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
