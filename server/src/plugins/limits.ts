// Request limits: how long a request may take to arrive, how big its head and target may be.
// Node answers some refusals itself (408, 431, malformed requests) through the server's
// clientError event: the handler here writes them in the contract's one Error body too.

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestLimits } from '../config.ts';
import { ApiError, type ErrorCode } from '../contract/api-error.ts';
import { errorBody, reasonPhrase } from './errors.ts';

const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request was not received in time'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request line and headers are too large'],
};
const MALFORMED: [number, ErrorCode, string] = [400, 'BAD_REQUEST', 'The request is not valid HTTP'];

/** The raw answer to a request Node refused before Fastify saw it; the socket is then closed. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const [status, code, message] = CLIENT_ERRORS[errorCode ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(status, code, message));
  return [
    `HTTP/1.1 ${status} ${reasonPhrase(status)}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}

/**
 * The router's own refusals (a path parameter past the limit, a malformed percent-encoding),
 * which Fastify would otherwise answer in a body of its own.
 */
function frameworkErrors(maxParamLength: number) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const body =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? errorBody(414, 'URI_TOO_LONG', `A path segment is longer than ${maxParamLength} characters`)
        : errorBody(400, 'BAD_REQUEST', 'The request target is not a valid URL');
    void reply.status(body.statusCode).type('application/json').send(body);
  };
}

/** The Fastify (and Node http server) options that enforce the limits. */
export function limitOptions(limits: RequestLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    routerOptions: { maxParamLength: limits.maxParamLength },
    frameworkErrors: frameworkErrors(limits.maxParamLength),
    clientErrorHandler,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
      maxHeaderSize: limits.maxHeaderBytes,
    },
  };
}

/** 414 for a request target longer than the limit, before any other work. */
export default fp(
  async (app: FastifyInstance, { maxUrlLength }: { maxUrlLength: number }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.length <= maxUrlLength) return done();
      done(new ApiError(414, 'URI_TOO_LONG', `The request target is longer than ${maxUrlLength} characters`));
    });
  },
  { name: 'limits', dependencies: ['errors'] },
);
