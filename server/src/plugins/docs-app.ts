// The interactive docs as a Fastify instance of their own (see docs.ts): Swagger UI over the contract, its
// "Try it out" signing in as staff or as a web user.
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../contract/load.ts';
import { docsDocument } from './docs-document.ts';
import { authorizeAfterSignIn } from './docs-sign-in.ts';

export async function buildDocsApp(document: OpenApiDocument): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  await docs.register(swagger, { mode: 'static', specification: { document: docsDocument(document) as never } });
  await docs.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      deepLinking: true,
      // Past 150 rows Swagger UI renders only the operations in view; the tag filter narrows the list to
      // one area (e.g. `node-auth`), which then renders whole.
      filter: true,
      tryItOutEnabled: true,
      displayRequestDuration: true,
      persistAuthorization: true,
      responseInterceptor: authorizeAfterSignIn,
    },
    staticCSP: true,
    // Served over plain http too (containers, QA hosts): upgrading would break "Try it out" there.
    // Swagger UI also injects a <style> element at run time, refused without 'unsafe-inline'.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*?)\s*;/, "style-src $1 'unsafe-inline';"),
  });
  await docs.ready();
  return docs;
}
