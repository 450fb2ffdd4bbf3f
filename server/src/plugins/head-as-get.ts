// HTTP asks every GET to answer HEAD too: the same status and headers, without the body (link checkers and
// uptime probes send it). A HEAD is routed as its GET, as Express does, and Node leaves the body out of a HEAD's
// answer by itself (the response knows its request's method from the start). Fastify's own HEAD routes
// (exposeHeadRoutes) cost a route each, 10 to 16 MiB of the start for the API's GETs; its one hook before
// routing is `rewriteUrl`, so the method is changed there, and the address is kept as it is.
import type { IncomingMessage } from 'node:http';
import { type ContractOperation, listOperations, type OpenApiDocument } from '../contract/load.ts';

/** The paths of the GETs that change state (`x-changes-state`): they answer no HEAD. */
export function pathsAnsweringNoHead(document: OpenApiDocument): ReadonlySet<string> {
  const changing = listOperations(document).filter(
    ({ method, operation }: ContractOperation) => method === 'get' && operation['x-changes-state'] === true,
  );
  return new Set(changing.map(({ path }) => path));
}

/** A `rewriteUrl` that routes a HEAD as its GET, except on `noHead`'s paths; it never changes the address. */
export function routeHeadAsGet(noHead: ReadonlySet<string>): (request: IncomingMessage) => string {
  return (request) => {
    const url = request.url ?? '/';
    if (request.method !== 'HEAD') return url;
    const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    if (!noHead.has(path)) request.method = 'GET';
    return url;
  };
}
