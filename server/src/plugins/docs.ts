// Serves the contract (/openapi.json, /openapi.yaml) and interactive docs (/docs) whose
// "try it out" calls this same server.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stringify } from 'yaml';
import type { OpenApiDocument } from '../contract/load.ts';
import { docsDocument } from './docs-document.ts';
import { authorizeAfterSignIn } from './docs-sign-in.ts';

export default fp(
  async (app: FastifyInstance, { document }: { document: OpenApiDocument }) => {
    // Written on first request: turning the whole contract into YAML at start would delay the first answer.
    let yaml: string | undefined;
    await app.register(swagger, { mode: 'static', specification: { document: docsDocument(document) as never } });
    await app.register(swaggerUi, {
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
    app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').send(document),
    );
    app.get('/openapi.yaml', { schema: { hide: true } }, async (_request, reply) => {
      yaml ??= stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
      return reply.type('application/yaml').send(yaml);
    });
  },
  { name: 'docs' },
);
