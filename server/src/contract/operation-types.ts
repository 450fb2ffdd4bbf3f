// The contract's shapes as TypeScript types, taken from the generated contract types (openapi-typescript): a
// schema by its component name, and an operation's body, query, path and 200 answer by its operationId. The
// server's handlers and the tests read them here, so a contract change that breaks either fails the type check.
import type { components, operations } from '../../../generated/types/api.d.ts';

/** A schema of the contract by its component name (`Schema<'NavigationItem'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type OperationId = keyof operations;

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

/** The JSON body of an operation's 200 answer (every success of the contract is a 200). */
export type OkBody<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
