// The template handlers' typing: handler maps checked per operation against the contract (body, query, path and
// answer, from contract/operation-types.ts).
import type { HandlerMap, OperationContext, Reply } from '../contract/handler.ts';
import type { OkBody, OperationId, PathOf, QueryOf, RequestBody } from '../contract/operation-types.ts';

/** The context of one operation: its body, query and path as the contract declares them (validated before the call). */
export type TypedContext<Id extends OperationId> = Omit<OperationContext, 'body' | 'query' | 'params'> & {
  body: RequestBody<Id>;
  query: QueryOf<Id>;
  params: PathOf<Id>;
};

export type TypedHandlers = {
  [Id in OperationId]?: (context: TypedContext<Id>) => OkBody<Id> | Reply;
};

/** Every handler declared through `typedHandlers`, so a test can check that no operation escapes the typing. */
const typedFunctions = new WeakSet<object>();

export const isTypedHandler = (handler: unknown): boolean =>
  typeof handler === 'function' && typedFunctions.has(handler);

/** Handlers checked per operation against the contract's body, query, path and 200 answer. */
export function typedHandlers(handlers: TypedHandlers): TypedHandlers {
  for (const handler of Object.values(handlers)) if (handler !== undefined) typedFunctions.add(handler);
  return handlers;
}

/**
 * The typed map as the binder takes it. The one conversion to the untyped map is sound because the binder
 * validates every request against the same contract before it calls a handler.
 */
export function bindable(handlers: TypedHandlers): HandlerMap {
  return handlers as HandlerMap;
}
