// Security headers on every answer (helmet's, worked out once): no sniffing, no framing by other sites, a
// strict referrer policy. Pages and files get the Content-Security-Policy the built web app runs under (the
// docs, /docs, replace it with their own, which allows Swagger UI's inline scripts by hash); the API's JSON
// answers, never rendered as pages, get a short set whose policy allows nothing at all.
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

/** Pages, the docs and the files the API serves (pictures, PDFs shown in frames of the app). */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(securityHeaders());

/**
 * JSON answers: OWASP's set for REST answers (a policy that allows nothing, no sniffing, no framing by other
 * sites, nothing kept in a cache: answers carry tokens and personal data, and the authentication check renews the
 * session), and none of the headers that only mean something to a rendered document: referrer and
 * cross-origin-opener policies, origin-agent-cluster, x-dns-prefetch-control... (cross-origin-resource-policy:
 * cross-origin is what a browser assumes without it). Each header costs on every answer. An answer that may be
 * kept (the template's pictures) says so itself.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': DOCUMENT_SECURITY_HEADERS['x-frame-options'] ?? 'SAMEORIGIN',
});

export default fp(
  async (app: FastifyInstance) => {
    // By path, the one thing known this early: API answers that turn out to be files get the document set
    // when they are sent (contract-routes.ts).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : DOCUMENT_SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
