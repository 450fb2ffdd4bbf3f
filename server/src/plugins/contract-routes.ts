// Binds every operation of the contract to its handler (by operationId), with request
// validation and response serialisation compiled from the contract's own schemas.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { entityTag } from '../collections/entity-tag.ts';
import { createVisibility } from '../collections/visibility.ts';
import type { AppConfig } from '../config.ts';
import { type Access, accessOf } from '../contract/access.ts';
import { ApiError } from '../contract/api-error.ts';
import { useFiniteJsonParser } from '../contract/finite-json.ts';
import {
  type AuthSession,
  type HandlerMap,
  type HandlerServices,
  type OperationHandler,
  Reply,
} from '../contract/handler.ts';
import { isoClock } from '../contract/iso-clock.ts';
import { type ContractOperation, deref, listOperations, type OpenApiDocument } from '../contract/load.ts';
import { assertMediaType, declaredMediaTypes, dropEmptyBodyType, MULTIPART } from '../contract/media-types.ts';
import { queryPlan, readQuery } from '../contract/query-forms.ts';
import { contractSchema, routeSchema } from '../contract/route-schema.ts';
import { contractSerializerCompiler } from '../contract/serialization.ts';
import { contractValidatorCompiler } from '../contract/validation.ts';
import type { StoredRecord } from '../store/collection.ts';
import type { MockState } from '../store/state.ts';
import { authenticate } from './authenticate.ts';
import { errorBody } from './errors.ts';
import { delayFor, forcedStatus } from './mock-controls.ts';
import multipart from './multipart.ts';
import { DOCUMENT_SECURITY_HEADERS } from './security-headers.ts';
import { namespaceOf } from './state.ts';

export interface ContractRoutesOptions {
  document: OpenApiDocument;
  handlers: HandlerMap;
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    mockState: MockState;
    mockNamespace: string;
    authSession: AuthSession | undefined;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** Drops the query parameters every operation ignores (`x-ignored-query-parameters`: a cache-buster). */
function dropIgnoredQuery(request: FastifyRequest, ignored: readonly string[]): void {
  const query = request.query as Record<string, unknown>;
  for (const name of ignored) if (name in query) delete query[name];
}

/** An operation that declares no query parameters refuses any, as its schema would. */
function refuseQuery(request: FastifyRequest): void {
  for (const name in request.query as object) {
    throw new ApiError(400, 'VALIDATION_FAILED', `query ${name} is not allowed by the contract`, name);
  }
}

/** Whether the operation's answer carries the record's version as its ETag (a record with timestamps). */
function answersWithEtag(document: OpenApiDocument, operation: ContractOperation['operation']): boolean {
  const ok = operation.responses['200'];
  return ok !== undefined && (deref(document, ok) as { headers?: Record<string, unknown> }).headers?.ETag !== undefined;
}

function send(reply: FastifyReply, result: unknown, withEtag: boolean): FastifyReply {
  if (withEtag) {
    const version = (result as { updatedAt?: unknown } | null)?.updatedAt;
    if (typeof version === 'string') reply.header('etag', entityTag(version));
  }
  if (result instanceof Reply) {
    // A file (picture, PDF) may be shown as a document: the app's policy, not the JSON one.
    if (result.contentType !== undefined) reply.headers(DOCUMENT_SECURITY_HEADERS).type(result.contentType);
    return reply.status(result.statusCode).send(result.body);
  }
  return reply.status(200).send(result === undefined ? null : result);
}

/** `/api/node/posts/{id}` → `/api/node/posts/:id` */
export const toFastifyPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/** 24-hex ids cut from a pool of random bytes: one crypto call per 341 ids instead of one per id. */
function idPool(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 12 > pool.length) {
      pool = randomBytes(4092);
      offset = 0;
    }
    offset += 12;
    return pool.toString('hex', offset - 12, offset);
  };
}

function createServices(app: FastifyInstance, config: AppConfig, document: OpenApiDocument): HandlerServices {
  const canRead = createVisibility(document);
  return {
    timestamp: isoClock(),
    newId: idPool(),
    newUuid: () => randomUUID(),
    signToken: (kind, session, namespace) => app.tokens.sign(kind, session, namespace),
    renewToken: (session) => app.tokens.renew(session),
    liveSession: (sid) => app.tokens.sessions.get(sid),
    endSession: (sid) => app.tokens.sessions.end(sid),
    signTemplateToken: () => app.tokens.signTemplate(new Date()),
    verifyTemplateToken: (token) => app.tokens.verifyTemplate(token, new Date()),
    resetState: (namespace) => {
      app.namespaces.reset(namespace);
    },
    uptimeSeconds: () => process.uptime(),
    canRead: (context, collection, record) => canRead(context, collection, record as StoredRecord),
    tokenTtlSeconds: config.tokenTtlSeconds,
  };
}

export default fp(
  async (app: FastifyInstance, { document, handlers, config }: ContractRoutesOptions) => {
    useFiniteJsonParser(app);
    // Only the contract's own compilers see the contract schema (not Fastify's, which would clone it).
    const contract = contractSchema(document);
    const validatorCompiler = contractValidatorCompiler(contract);
    const serializerCompiler = contractSerializerCompiler(contract);
    const services = createServices(app, config, document);
    const operations = listOperations(document);
    const ignoredQuery = document['x-ignored-query-parameters'] ?? [];
    const bound = new Set<string>();

    // Operations that take multipart bodies are bound in a context of their own with the multipart parser,
    // so its (asynchronous) preValidation hook runs on their requests only, not on every request.
    const multipartOperations = operations.filter((contractOperation) =>
      declaredMediaTypes(document, contractOperation.operation).includes(MULTIPART),
    );
    const bind = (instance: FastifyInstance, { method, path, operation, parameters }: ContractOperation) => {
      const { operationId } = operation;
      const handler: OperationHandler | undefined = handlers[operationId];
      if (handler === undefined)
        throw new Error(`Operation ${operationId} (${method.toUpperCase()} ${path}) has no handler`);
      bound.add(operationId);
      const access: Access = accessOf(document, operation);
      const declared = Object.keys(operation.responses);
      const takesQuery = parameters.some((parameter) => parameter.in === 'query');
      const readsQuery = queryPlan(document, parameters);
      const mediaTypes = declaredMediaTypes(document, operation);
      const operationDelay = operation['x-mock-delay'];
      const withEtag = answersWithEtag(document, operation);

      instance.route({
        method: method.toUpperCase() as Uppercase<typeof method>,
        url: toFastifyPath(path),
        schema: { ...routeSchema(document, { method, path, operation, parameters }), hide: true },
        validatorCompiler,
        serializerCompiler,
        config: { operationId },
        // Callback-style hooks and a synchronous handler where possible: on the hot read
        // path every avoided promise shows in the benchmark.
        onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
          try {
            request.mockNamespace = namespaceOf(request);
            request.mockState = app.namespaces.get(request.mockNamespace);
            request.authSession = authenticate(request, access, app.tokens, request.mockState);
            dropIgnoredQuery(request, ignoredQuery);
            if (!takesQuery) refuseQuery(request);
            else if (readsQuery !== undefined)
              readQuery(request.url, request.query as Record<string, unknown>, readsQuery);
            assertMediaType(request.headers, mediaTypes);
            if (mediaTypes.length === 0) dropEmptyBodyType(request.headers);
            done();
          } catch (error) {
            done(error as Error);
          }
        },
        // The mock controls (Prefer, delay) run in the handler rather than in a hook of their
        // own: one hook stage less on every request.
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          const forced = forcedStatus(request, declared, operationId);
          const delay = delayFor(request, config.mockDelay, operationDelay);
          const answer = () => {
            if (forced !== undefined) {
              const message = `Failure forced by the Prefer header (code=${forced})`;
              return reply.status(forced).send(errorBody(forced, 'SIMULATED_FAILURE', message));
            }
            const result = handler({
              state: request.mockState,
              namespace: request.mockNamespace,
              params: request.params as Record<string, unknown>,
              query: request.query as Record<string, unknown>,
              body: request.body,
              headers: request.headers,
              ip: request.ip,
              auth: request.authSession,
              services,
            });
            if (result instanceof Promise) return result.then((value) => send(reply, value, withEtag));
            return send(reply, result, withEtag);
          };
          if (delay > 0) return new Promise((resolve) => setTimeout(resolve, delay)).then(answer);
          const answered = answer();
          // An async handler's promise is returned, so its rejection becomes the error answer.
          return answered instanceof Promise ? answered : reply;
        },
      });
    };
    for (const contractOperation of operations) {
      if (!multipartOperations.includes(contractOperation)) bind(app, contractOperation);
    }
    await app.register(async (multipartContext: FastifyInstance) => {
      await multipartContext.register(multipart, { fileSizeLimit: config.bodyLimitBytes });
      for (const contractOperation of multipartOperations) bind(multipartContext, contractOperation);
    });

    const unbound = Object.keys(handlers).filter((operationId) => !bound.has(operationId));
    if (unbound.length > 0) throw new Error(`Handlers without an operation in the contract: ${unbound.join(', ')}`);
  },
  { name: 'contract-routes', dependencies: ['auth', 'state', 'errors'] },
);
