// What an operation handler is: a plain function of the request's parts and the state,
// independent of Fastify, so the same logic can run in a browser or a test.
import type { MockState } from '../store/state.ts';

export type UserKind = 'admin' | 'web';

export interface AuthSession {
  kind: UserKind;
  /** `_id` of the usuario (admin) or webuser (web) the token was issued to. */
  sub: string;
  username: string;
  sid: string;
}

export interface OperationContext {
  state: MockState;
  /** Name of the state namespace the request uses (`default` without x-mock-session). */
  namespace: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The caller's address (the socket's, as the rate limit counts it): what the audit trail keeps. */
  ip?: string;
  /** The verified bearer token's session, when the operation is secured. */
  auth: AuthSession | undefined;
  services: HandlerServices;
}

/** Capabilities a handler may need beyond the state, injected so handlers stay pure. */
export interface HandlerServices {
  /** The current time as an ISO 8601 string (UTC, to the millisecond): what records store as their timestamps. */
  timestamp(): string;
  /** A new 24-hex record id for /api/node collections. */
  newId(): string;
  /** A new lowercase v4 UUID, the id shape of the template mock. */
  newUuid(): string;
  /** Signs a token for a new session opened in `namespace`; the session is registered process-wide. */
  signToken(kind: UserKind, session: Omit<AuthSession, 'kind'>, namespace: string): string;
  /** A new token with a full lifetime for a live session (same sid); undefined when the session has ended. */
  renewToken(session: AuthSession): string | undefined;
  /** The live session of a sid (process-wide, whatever the namespace), if any. */
  liveSession(sid: string): { kind: UserKind; sub: string } | undefined;
  /** Ends a session everywhere; false when it was not live. */
  endSession(sid: string): boolean;
  signTemplateToken(): string;
  verifyTemplateToken(token: string): boolean;
  /** Replaces a namespace's state with a fresh copy of the seed. */
  resetState(namespace: string): void;
  uptimeSeconds(): number;
  /**
   * Whether the caller may read a record of an /api/node collection: the one visibility rule
   * (ownership, modules, visibility through another collection) for every path that reads it.
   */
  canRead(context: OperationContext, collection: string, record: Readonly<Record<string, unknown>>): boolean;
  /** Lifetime of product access tokens. */
  tokenTtlSeconds: number;
}

/** A non-200 answer that is not an error (e.g. the template's `404 false`). */
export class Reply {
  readonly statusCode: number;
  readonly body: unknown;
  /** For answers that are not JSON (files). */
  readonly contentType: string | undefined;
  constructor(statusCode: number, body: unknown, contentType?: string) {
    this.statusCode = statusCode;
    this.body = body;
    this.contentType = contentType;
  }
}

export type OperationHandler = (context: OperationContext) => unknown;

export type HandlerMap = Record<string, OperationHandler>;
