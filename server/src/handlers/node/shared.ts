// Small helpers shared by the product's non-generic /api/node handlers.
import { ApiError } from '../../contract/api-error.ts';
import type { OperationContext } from '../../contract/handler.ts';
import type { Collection } from '../../store/collection.ts';

export function collection(context: OperationContext, name: string): Collection {
  const found = context.state.node[name];
  if (found === undefined) throw new ApiError(500, 'INTERNAL_ERROR', `No ${name} collection`);
  return found;
}

/** Web users may act only on their own web-user record; staff may act on any. */
export function assertOwnWebuser(context: OperationContext, webuserId: string): void {
  if (context.auth?.kind === 'web' && context.auth.sub !== webuserId) {
    throw new ApiError(403, 'FORBIDDEN', 'A web user may only act on their own record', 'id');
  }
}

export const notFoundIn = (entity: string, id: string, field = 'id') =>
  new ApiError(404, 'NOT_FOUND', `No ${entity} with ${field === 'id' ? '_id' : field} "${id}"`, field);
