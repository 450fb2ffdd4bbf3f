// HTTP asks every GET to answer HEAD too: the same status and headers, without the body (link checkers and
// uptime probes send it). A HEAD is routed as its GET, as Express does, and Node leaves the body out of a HEAD's
// answer by itself (the response knows its request's method from the start). Fastify's own HEAD routes
// (exposeHeadRoutes) cost a route each, 10 to 16 MiB of the start for the API's GETs; its one hook before
// routing is `rewriteUrl`, so the method is changed there, and the address is kept as it is.
import type { IncomingMessage } from 'node:http';
import { type PathMethods, resourceOf } from '../contract/path-methods.ts';

/**
 * A `rewriteUrl` that routes a HEAD as its GET, save on a contract path that answers no HEAD (a GET that changes
 * state: its methods, as path-methods.ts reads them, hold no HEAD); it never changes the address.
 */
export function routeHeadAsGet(paths: readonly PathMethods[]): (request: IncomingMessage) => string {
  return (request) => {
    const url = request.url ?? '/';
    if (request.method !== 'HEAD') return url;
    const resource = resourceOf(paths, url.split('?')[0] ?? '');
    if (resource === undefined || resource.methods.includes('HEAD')) request.method = 'GET';
    return url;
  };
}
