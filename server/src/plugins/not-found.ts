// Answers unknown routes with the Error body, naming the unknown collection under /api/node; a path of the
// contract asked with a method it does not take is 405 with the methods it takes (Allow), as HTTP asks, not a 404
// that reads as "no such record".
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract/load.ts';
import { listOperations } from '../contract/load.ts';
import { type PathMethods, resourceOf } from '../contract/path-methods.ts';
import { errorBody } from './errors.ts';

export default fp(
  async (app: FastifyInstance, { document, paths }: { document: OpenApiDocument; paths: readonly PathMethods[] }) => {
    const collections = new Set(
      listOperations(document)
        .map(({ operation }) => operation['x-collection'])
        .filter(Boolean),
    );
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const resource = resourceOf(paths, path);
      if (resource !== undefined) {
        const allowed = resource.methods.join(', ');
        return reply
          .status(405)
          .header('allow', allowed)
          .send(
            errorBody(
              405,
              'METHOD_NOT_ALLOWED',
              `${request.method} is not taken by ${resource.path} (it takes ${allowed})`,
            ),
          );
      }
      const collection = /^\/api\/node\/([^/]+)/.exec(path)?.[1];
      if (collection !== undefined && !collections.has(collection)) {
        return reply
          .status(404)
          .send(errorBody(404, 'UNKNOWN_COLLECTION', `Unknown collection "${collection}"`, 'collection'));
      }
      const isPage =
        request.method === 'GET' &&
        !path.startsWith('/api/') &&
        String(request.headers.accept ?? '').includes('text/html');
      if (isPage && app.servesWebApp) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send(errorBody(404, 'UNKNOWN_ROUTE', `No route ${request.method} ${path}`));
    });
  },
  { name: 'not-found', dependencies: ['web-app'] },
);
