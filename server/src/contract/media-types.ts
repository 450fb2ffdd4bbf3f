// Which body media types an operation accepts, read from its contract: a body of any other
// type is refused with 415 before it is parsed (multipart only where the contract declares it).
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './api-error.ts';
import { deref, type OpenApiDocument, type OperationObject } from './load.ts';

export const MULTIPART = 'multipart/form-data';

/** The declared request-body media types, lower case; empty when the operation takes no body. */
export function declaredMediaTypes(document: OpenApiDocument, operation: OperationObject): string[] {
  if (operation.requestBody === undefined) return [];
  return Object.keys(deref(document, operation.requestBody).content).map((type) => type.toLowerCase());
}

const essence = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

// image/png matches a declared image/png, a type wildcard (image/ followed by a star) or any type.
const matches = (type: string, declared: readonly string[]): boolean =>
  declared.some(
    (candidate) =>
      candidate === type ||
      candidate === '*/*' ||
      (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))),
  );

/**
 * Throws 415 when the request's Content-Type is not one the operation declares. Operations
 * without a body ignore the header (clients send it on bodiless calls), except multipart,
 * which would otherwise be parsed.
 */
export function assertMediaType(headers: IncomingHttpHeaders, declared: readonly string[]): void {
  const contentType = headers['content-type'];
  if (contentType === undefined) return;
  // The usual cases, decided without taking the header apart (this runs on every request): a body of the one
  // declared type, and a bodiless call whose header cannot name multipart.
  if (declared.length === 0 ? !/multipart/i.test(contentType) : contentType === declared[0]) return;
  const type = essence(contentType);
  if (declared.length === 0 ? type !== MULTIPART : matches(type, declared)) return;
  const accepted = declared.length === 0 ? 'no body' : declared.join(', ');
  throw new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Content-Type ${type || '(empty)'} is not accepted here (accepted: ${accepted})`,
    'content-type',
  );
}

/**
 * For an operation that takes no body: a request that sends none but says JSON anyway (an interceptor that sets
 * `Content-Type: application/json` on every call) has nothing to parse, so the type is dropped; Fastify would
 * otherwise parse the empty body as JSON and refuse it (Express's JSON parser skips it). The types an HTML form
 * posts keep their refusals.
 */
export function dropEmptyBodyType(headers: IncomingHttpHeaders): void {
  const contentType = headers['content-type'];
  if (contentType === undefined || headers['transfer-encoding'] !== undefined) return;
  const length = headers['content-length'];
  if ((length === undefined || length === '0') && essence(contentType) === 'application/json') {
    delete headers['content-type'];
  }
}
