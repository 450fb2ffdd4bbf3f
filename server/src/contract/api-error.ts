// The one error type handlers throw; the error plugin turns it into the contract's Error body.
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_INVALID'
  | 'FORBIDDEN'
  | 'WRONG_USER_KIND'
  | 'NOT_FOUND'
  | 'UNKNOWN_COLLECTION'
  | 'UNKNOWN_ROUTE'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INVALID_MULTIPART'
  | 'REQUEST_TIMEOUT'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'DUPLICATE'
  | 'REFERENCE_NOT_FOUND'
  | 'CYCLE'
  | 'ID_MISMATCH'
  | 'IN_USE'
  | 'PRECONDITION_FAILED'
  | 'NOT_SENDER'
  | 'NOT_CHAT_OWNER'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_REQUESTS'
  | 'TOO_MANY_SESSIONS'
  | 'SIMULATED_FAILURE'
  | 'INTERNAL_ERROR';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Overrides the reason phrase in `error` (the template's `{ error: 'Invalid token' }`). */
  readonly errorText: string | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, field?: string, errorText?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.errorText = errorText;
  }
}

export const notFound = (what: string, id: string, field = 'id'): ApiError =>
  new ApiError(404, 'NOT_FOUND', `${what} with id "${id}" does not exist`, field);

export const badRequest = (message: string, field?: string): ApiError =>
  new ApiError(400, 'BAD_REQUEST', message, field);
