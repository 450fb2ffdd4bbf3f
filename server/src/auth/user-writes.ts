// Writes to the user collections (generic CRUD and the web-user extras): the shared guest is
// read-only, a password is hashed before any handler stores it, and a user locked, deleted or given a new password loses at once every session
// opened in that namespace (the process-wide registry, so in every namespace and after resets).
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import type { UserKind } from '../contract/handler.ts';
import { hashPassword } from './passwords.ts';
import type { SessionRegistry } from './sessions.ts';
import { GUEST_USERNAME, mayHoldSession, USER_COLLECTIONS, userRecord } from './user-records.ts';

/** The user kind of each user collection, e.g. usuarios → admin. */
const KINDS = new Map(Object.entries(USER_COLLECTIONS).map(([kind, collection]) => [collection, kind as UserKind]));
/** A collection's routes: the collection, one record, and one record's extras (`/webusers/:id/status`). */
const USER_ROUTE = /^\/api\/node\/([a-z]+)(?:\/:id(?:\/[a-z]+)?)?$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The user kind whose records a route writes, if it is a user-collection write. */
export function userWriteKind(method: RouteOptions['method'], url: string): UserKind | undefined {
  const methods = Array.isArray(method) ? method : [method];
  if (!methods.some((one) => WRITES.has(String(one)))) return undefined;
  const match = USER_ROUTE.exec(url);
  return match === null ? undefined : KINDS.get(match[1] ?? '');
}

interface Before {
  id: string;
  status: unknown;
  password: unknown;
}

const idOf = (request: FastifyRequest): string | undefined => (request.params as { id?: string }).id;

export function userWriteHooks(kind: UserKind, sessions: SessionRegistry) {
  const before = new WeakMap<FastifyRequest, Before>();

  async function preHandler(request: FastifyRequest): Promise<void> {
    const id = idOf(request);
    const user = id === undefined ? undefined : userRecord(request.mockState, kind, id);
    if (id !== undefined && user !== undefined) {
      if (kind === 'web' && user.username === GUEST_USERNAME) {
        throw new ApiError(403, 'FORBIDDEN', 'The shared guest account is read-only', 'id');
      }
      before.set(request, { id, status: user.status, password: user.password });
    }
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body?.password === 'string') body.password = await hashPassword(body.password);
  }

  function onSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) {
    const earlier = before.get(request);
    if (earlier !== undefined && reply.statusCode < 300) {
      const user = userRecord(request.mockState, kind, earlier.id);
      if (!mayHoldSession(kind, user) || user?.password !== earlier.password) {
        sessions.endUser(request.mockNamespace, kind, earlier.id);
      }
    }
    done(null, payload);
  }

  return { preHandler, onSend };
}
