// The application as a plugin-composed Fastify instance: external plugins first, then the
// app's own plugins, then the routes bound from the contract. It never listens; start.ts does.
import Fastify, { type FastifyInstance } from 'fastify';
import { collectionHandlers } from './collections/crud.ts';
import type { AppConfig } from './config.ts';
import { loadContract, type OpenApiDocument } from './contract/load.ts';
import { pathMethods } from './contract/path-methods.ts';
import { productHandlers } from './handlers/index.ts';
import auth from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import contractRoutes from './plugins/contract-routes.ts';
import cors from './plugins/cors.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import { routeHeadAsGet } from './plugins/head-as-get.ts';
import limits, { limitOptions } from './plugins/limits.ts';
import notFound from './plugins/not-found.ts';
import securityHeaders from './plugins/security-headers.ts';
import state from './plugins/state.ts';
import webApp from './plugins/web-app.ts';
import type { SeedSnapshot } from './store/state.ts';
import { templateHandlers } from './template/handlers.ts';
import template from './template/plugin.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  operationId: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  config: AppConfig;
  document?: OpenApiDocument;
  seed?: SeedSnapshot;
}

export async function buildApp({ config, document = loadContract(), seed }: BuildOptions): Promise<FastifyInstance> {
  const limited = limitOptions(config.limits);
  // The contract's paths and the methods each takes: HEAD's routing, the 405s' and a plain OPTIONS' Allow.
  const paths = pathMethods(document);
  const app = Fastify({
    // A silent server has no logger at all: pino's per-request child logger is measurable.
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Every GET answers HEAD: a HEAD is routed as its GET (head-as-get.ts), with no route of its own.
    exposeHeadRoutes: false,
    rewriteUrl: routeHeadAsGet(paths),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    ...limited,
    // A path ending in "/" is the path without it ("/api/node/costs/"), as Express, which real back ends run on,
    // takes it by default: a client that builds its addresses that way works against both.
    routerOptions: { ...limited.routerOptions, ignoreTrailingSlash: true },
  });
  // Imported only when no snapshot is given: the seed builders (faker) are the slow part of a start.
  const snapshot = seed ?? (await import('./seed/index.ts')).buildSeed({ seed: config.seed, now: new Date() });
  // Every route, with its operationId when bound from the contract (tests check both ways).
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    registeredRoutes.push({ method: String(route.method), url: route.url, operationId: route.config?.operationId });
  });

  await app.register(cors, { origins: config.corsOrigins, paths });
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(errors);
  await app.register(limits, { maxUrlLength: config.limits.maxUrlLength });
  await app.register(auth, { config });
  await app.register(state, { seed: snapshot, idleTtlMs: config.sessionIdleTtlMs, maxNamespaces: config.maxSessions });
  await app.register(docs, { document });
  await app.register(webApp, { webDist: config.webDist });
  await app.register(template);
  await app.register(notFound, { document, paths });
  await app.register(contractRoutes, {
    document,
    config,
    handlers: { ...collectionHandlers(document), ...productHandlers, ...templateHandlers },
  });
  return app;
}
