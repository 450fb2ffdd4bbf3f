// Builds a Fastify route schema (params, querystring, body, response) from a contract
// operation, pointing every $ref at the contract's components instead of restating them.
import type { FastifySchema } from 'fastify';
import {
  type ContractOperation,
  deref,
  type OpenApiDocument,
  type ParameterObject,
  type SchemaObject,
} from './load.ts';
import { valueForm } from './value-form.ts';

export const CONTRACT_SCHEMA_ID = 'contract';
export const OPTIONAL_BODY = 'x-optional-body';

/** Rewrites local `#/components/...` refs so they resolve against the shared contract schema. */
export function externalise<T>(value: T): T {
  if (Array.isArray(value)) return value.map(externalise) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith('#/')
        ? `${CONTRACT_SCHEMA_ID}${child}`
        : externalise(child);
  }
  return copy as T;
}

/**
 * What a parameter's value is checked against. A parameter with text forms (`x-from-text`: a search's flag, a date
 * bound) has them read before validation (query-forms.ts), so only its value form is checked: coercion of the query
 * tries every member of an `anyOf` (Ajv's 2020 draft evaluates them all) and would turn a flag read as true back
 * into the text "true" on the way through its text forms.
 */
function checkedSchema(document: OpenApiDocument, parameter: ParameterObject): SchemaObject {
  const schema = parameter.schema ?? {};
  if (schema['x-from-text'] === undefined) return schema;
  return valueForm(schema, (member) => deref<SchemaObject>(document, member as SchemaObject));
}

function parameterObject(
  document: OpenApiDocument,
  parameters: ParameterObject[],
  location: ParameterObject['in'],
): SchemaObject | undefined {
  const selected = parameters.filter((parameter) => parameter.in === location);
  // No schema where nothing is declared: the route checks "no query parameters" itself, which
  // is cheaper than running a validator on every request.
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      selected.map((parameter) => [parameter.name, externalise(checkedSchema(document, parameter))]),
    ),
    required: selected.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function bodySchema(document: OpenApiDocument, contract: ContractOperation): FastifySchema['body'] {
  const requestBody = contract.operation.requestBody;
  if (requestBody === undefined) return undefined;
  const { content, required } = deref(document, requestBody);
  // An optional body may be absent altogether; the validator lets a missing body through.
  const mark = (schema: SchemaObject) =>
    required === true ? externalise(schema) : { ...externalise(schema), [OPTIONAL_BODY]: true };
  const entries = Object.entries(content);
  if (entries.length === 1 && entries[0]?.[0] === 'application/json') return mark(entries[0][1].schema);
  return { content: Object.fromEntries(entries.map(([type, media]) => [type, { schema: mark(media.schema) }])) };
}

function responseSchemas(document: OpenApiDocument, contract: ContractOperation): Record<string, SchemaObject> {
  const responses: Record<string, SchemaObject> = {};
  for (const [status, raw] of Object.entries(contract.operation.responses)) {
    const response = deref(document, raw) as { content?: Record<string, { schema: SchemaObject }> };
    const schema = response.content?.['application/json']?.schema;
    if (schema !== undefined) responses[status.toLowerCase()] = externalise(schema);
  }
  return responses;
}

export function routeSchema(document: OpenApiDocument, contract: ContractOperation): FastifySchema {
  const schema: FastifySchema = { response: responseSchemas(document, contract) };
  // Only declared keys: Fastify warns (FSTWRN001) about a schema key that is present but undefined.
  const querystring = parameterObject(document, contract.parameters, 'query');
  if (querystring !== undefined) schema.querystring = querystring;
  const params = parameterObject(document, contract.parameters, 'path');
  if (params !== undefined) schema.params = params;
  const body = bodySchema(document, contract);
  if (body !== undefined) schema.body = body;
  return schema;
}

/**
 * The shared schema every route schema refers to: the contract's own components, not a copy. Their local
 * `#/components/...` refs resolve against this schema's root, which has the same shape as the document.
 */
export function contractSchema(document: OpenApiDocument): SchemaObject {
  return { $id: CONTRACT_SCHEMA_ID, components: document.components };
}
