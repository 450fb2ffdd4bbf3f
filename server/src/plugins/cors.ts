// Cross-origin access to the API. Preflights (OPTIONS) are answered by @fastify/cors, registered in a context
// of its own so that its per-request work (it rebuilds the route options twice and merges its option set on
// every request: a tenth of a read's time) runs on preflights only. The two headers of an ordinary answer are
// the plugin's own rule, worked out once for "any origin", or per request from the allowed list.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PathMethods, resourceOf } from '../contract/path-methods.ts';
import { errorBody } from './errors.ts';
import { SESSION_STATE_HEADER } from './state.ts';

export interface CorsSettings {
  origins: '*' | readonly string[];
  /** The contract's paths, which a plain OPTIONS (no CORS preflight) is answered with. */
  paths?: readonly PathMethods[];
}

// One string rather than a list: @fastify/cors would join a list again on every preflight.
// A cross-origin client reads a record's version (etag) to write it on condition (If-Match).
const EXPOSED_HEADERS = `${SESSION_STATE_HEADER}, retry-after, etag`;

/** The CORS headers of an ordinary (not preflight) answer to a request from `origin`. */
export function corsAnswerHeaders(
  origins: CorsSettings['origins'],
): (origin: string | undefined) => Readonly<Record<string, string>> {
  if (origins === '*') {
    const any = Object.freeze({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': EXPOSED_HEADERS,
    });
    return () => any;
  }
  const allowed = new Set(origins);
  // The answer depends on the Origin header: caches must keep one copy per origin.
  const refused = Object.freeze({ vary: 'Origin', 'access-control-expose-headers': EXPOSED_HEADERS });
  return (origin) =>
    origin !== undefined && allowed.has(origin) ? { 'access-control-allow-origin': origin, ...refused } : refused;
}

export default fp(
  async (app: FastifyInstance, { origins, paths = [] }: CorsSettings) => {
    const headersFor = corsAnswerHeaders(origins);
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headersFor(request.headers.origin));
      done();
    });
    await app.register(async (preflights: FastifyInstance) => {
      // An OPTIONS that is no CORS preflight (no Origin, or no method asked: a client asking what a path takes)
      // is answered with the methods the path takes, as HTTP asks; the plugin would answer 400 in plain text.
      preflights.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (request.method !== 'OPTIONS') return done();
        if (request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined) {
          return done();
        }
        const resource = resourceOf(paths, request.url.split('?')[0] ?? '');
        if (resource === undefined) {
          reply.status(404).send(errorBody(404, 'UNKNOWN_ROUTE', `No route OPTIONS ${request.url.split('?')[0]}`));
          return;
        }
        reply.status(204).header('allow', resource.methods.join(', ')).send();
      });
      await preflights.register(fastifyCors, {
        origin: origins === '*' ? '*' : [...origins],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        // No list: a preflight is allowed the headers it asks for. Real clients add their own to every call (an
        // interceptor's Cache-Control and Pragma, X-Requested-With, a request id), and a list missing one fails
        // every call with nothing but a CORS error in the browser's console. The API reads only its own headers
        // (authorization, content-type, x-mock-session, x-mock-delay, prefer, accept-language, if-match) and no
        // cookie, so another header allowed changes nothing it does.
        exposedHeaders: EXPOSED_HEADERS,
        maxAge: 600,
      });
    });
  },
  { name: 'cors' },
);
