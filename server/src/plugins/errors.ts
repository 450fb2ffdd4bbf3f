// Turns every failure into the contract's one Error body; 5xx details never leak.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ErrorCode } from '../contract/api-error.ts';
import { describeValidationError } from './validation-message.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (statusCode: number): string => REASONS[statusCode] ?? 'Error';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  field?: string;
}

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  field?: string,
  error?: string,
): ErrorBody {
  return {
    statusCode,
    code,
    error: error ?? reasonPhrase(statusCode),
    message,
    ...(field === undefined ? {} : { field }),
  };
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'INVALID_MULTIPART',
  FST_MP_PREMATURE_CLOSE: 'INVALID_MULTIPART',
};

/**
 * A multipart body that cannot be parsed: busboy's errors ("Unexpected end of form", "Malformed
 * part header", a missing boundary) carry no status and would otherwise read as a 500.
 */
function multipartFailure(error: FastifyError): ErrorBody | undefined {
  const code = FASTIFY_CODES[error.code];
  if (code === 'PAYLOAD_TOO_LARGE') return errorBody(413, code, `The multipart body is too large: ${error.message}`);
  if (error.statusCode !== undefined && error.statusCode < 500 && code !== 'INVALID_MULTIPART') return undefined;
  return errorBody(400, 'INVALID_MULTIPART', `The multipart/form-data body is malformed: ${error.message}`);
}

export function toErrorBody(error: FastifyError | ApiError | Error, isMultipart = false): ErrorBody {
  if (error instanceof ApiError) {
    return errorBody(error.statusCode, error.code, error.message, error.field, error.errorText);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const { message, field } = describeValidationError(fastifyError);
    return errorBody(400, 'VALIDATION_FAILED', message, field);
  }
  const multipart = isMultipart ? multipartFailure(fastifyError) : undefined;
  if (multipart !== undefined) return multipart;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) return errorBody(500, 'INTERNAL_ERROR', 'Internal server error');
  if (error.name === 'SyntaxError' || error instanceof SyntaxError) {
    const poisoned = /prototype|constructor/i.test(error.message);
    return poisoned
      ? errorBody(
          400,
          'BAD_REQUEST',
          'The body contains a forbidden "__proto__" or "constructor" key',
          /constructor/i.test(error.message) ? 'constructor' : '__proto__',
        )
      : errorBody(400, 'INVALID_JSON', `The body is not valid JSON: ${error.message}`);
  }
  const code = FASTIFY_CODES[fastifyError.code] ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
  return errorBody(status, code, error.message);
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error, request.isMultipart?.() === true);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.status(body.statusCode).type('application/json').send(body);
    });
  },
  { name: 'errors' },
);
