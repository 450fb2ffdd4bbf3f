// The template handlers' shapes, taken from the generated contract types so a contract change that breaks a
// handler fails the type check: schemas by name, and handler maps typed per operation (body, query, path, answer).
import type { components, operations } from '../../../generated/types/api.d.ts';
import type { HandlerMap, OperationContext, Reply } from '../contract/handler.ts';

/** A schema of the contract by its component name (`Schema<'NavigationItem'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type OperationId = keyof operations;

/** The body an operation accepts (any of its media types). */
export type RequestBody<Id extends OperationId> = operations[Id] extends {
  requestBody?: { content: infer Content };
}
  ? Content[keyof Content]
  : never;

/** The query parameters an operation declares. */
export type QueryOf<Id extends OperationId> = operations[Id] extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;

/** The path parameters an operation declares (none: an empty record). */
export type PathOf<Id extends OperationId> = operations[Id] extends { parameters: { path: infer Path } }
  ? Path
  : Record<string, never>;

/** The JSON body of an operation's 200 answer. */
export type OkBody<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

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
