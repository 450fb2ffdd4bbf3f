// The template handlers' shapes, taken from the generated contract types so a contract change that breaks a
// handler fails the type check.
import type { components, operations } from '../../../generated/types/api.d.ts';

/** A schema of the contract by its component name (`Schema<'NavigationItem'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body an operation accepts. */
export type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body of an operation's 200 answer. */
export type OkBody<Id extends keyof operations> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
