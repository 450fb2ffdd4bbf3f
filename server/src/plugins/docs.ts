// Serves the contract (/openapi.json, /openapi.yaml) and interactive docs (/docs) whose "try it out" calls this
// same server. The docs (Swagger UI and its files) are a Fastify instance of their own, built on the first docs
// request: building it at start (@fastify/swagger, @fastify/swagger-ui, their YAML library and static files)
// delayed every start's first answer, for a page few starts ever serve.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract/load.ts';
import { buildDocsApp } from './docs-app.ts';

/** Headers of the docs instance's answer that belong to its own connection, not to the one forwarded. */
const connectionHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
/** Request headers the docs instance needs: caching validators only (no encodings: compression is this app's). */
const forwardedRequestHeaders = ['host', 'accept', 'if-none-match', 'if-modified-since'];

export default fp(
  async (app: FastifyInstance, { document }: { document: OpenApiDocument }) => {
    let docsApp: Promise<FastifyInstance> | undefined;
    // Written on first request: turning the whole contract into YAML at start would delay the first answer.
    let yaml: string | undefined;

    function docs(): Promise<FastifyInstance> {
      docsApp ??= buildDocsApp(document).catch((error: unknown) => {
        docsApp = undefined; // The next request tries again.
        throw error;
      });
      return docsApp;
    }

    async function forwardToDocs(request: FastifyRequest, reply: FastifyReply) {
      const headers: Record<string, string> = {};
      for (const name of forwardedRequestHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers });
      // Paths the docs do not have get this app's not-found answer (the error format of every other path).
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !connectionHeaders.has(name)) reply.header(name, value);
      }
      return reply.status(answer.statusCode).send(answer.rawPayload);
    }

    app.addHook('onClose', async () => {
      await (await docsApp?.catch(() => undefined))?.close();
    });
    app.get('/docs', { schema: { hide: true } }, forwardToDocs);
    app.get('/docs/*', { schema: { hide: true } }, forwardToDocs);
    app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').send(document),
    );
    app.get('/openapi.yaml', { schema: { hide: true } }, async (_request, reply) => {
      if (yaml === undefined) {
        const { stringify } = await import('yaml');
        yaml = stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
      }
      return reply.type('application/yaml').send(yaml);
    });
  },
  { name: 'docs' },
);
