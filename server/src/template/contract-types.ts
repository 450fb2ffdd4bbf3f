// The template handlers' shapes, taken from the generated contract types so a contract change that breaks a
// handler fails the type check: schemas by name, and handler maps typed per operation.
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

/** The JSON body of an operation's 200 answer. */
export type OkBody<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** The context of one operation: its body and query as the contract declares them (validated before the call). */
export type TypedContext<Id extends OperationId> = Omit<OperationContext, 'body' | 'query'> & {
  body: RequestBody<Id>;
  query: QueryOf<Id>;
};

export type TypedHandlers = {
  [Id in OperationId]?: (context: TypedContext<Id>) => OkBody<Id> | Reply;
};

/**
 * Handlers checked per operation against the contract's body, query and 200 answer. The one conversion to
 * the untyped map is sound because the binder validates every request against the same contract first.
 */
export function typedHandlers(handlers: TypedHandlers): HandlerMap {
  return handlers as HandlerMap;
}
