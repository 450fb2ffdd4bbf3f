// Validates answers against the contract: the status must be declared by the operation and
// the body must match that response's schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1).
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { OkBody, OperationId } from '../../server/src/contract/operation-types.ts';

type Json = Record<string, unknown>;

export const contract = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: Json;
  servers: { url: string }[];
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components });

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export interface OperationInfo {
  method: string;
  path: string;
  operation: Json & { operationId: string; responses: Record<string, Json> };
}

export const operations: OperationInfo[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method] !== undefined).map((method) => ({
    method,
    path,
    operation: item[method] as OperationInfo['operation'],
  })),
);

export function operationById(operationId: string): OperationInfo {
  const found = operations.find((candidate) => candidate.operation.operationId === operationId);
  if (found === undefined) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

const deref = (value: Json): Json => {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key], contract);
  return deref(target as Json);
};

const toContractRefs = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, child) =>
    key === '$ref' && typeof child === 'string' && child.startsWith('#/') ? `contract${child}` : child,
  );

const validators = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number): ValidateFunction | undefined {
  const key = `${operationId} ${status}`;
  if (validators.has(key)) return validators.get(key);
  const { operation } = operationById(operationId);
  const responses = operation.responses;
  const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
  expect(
    declared,
    `${operationId} does not declare status ${status} (declared: ${Object.keys(responses).join(', ')})`,
  ).toBeDefined();
  const content = (deref(declared as Json).content ?? {}) as Record<string, { schema: Json }>;
  const schema = content['application/json']?.schema;
  const validate = schema === undefined ? undefined : ajv.compile(toContractRefs(schema) as Json);
  validators.set(key, validate as ValidateFunction);
  return validate;
}

/** Asserts that a response is one the contract allows for the operation. */
export function expectContract(response: { status: number; body: unknown; text?: string }, operationId: string): void {
  const validate = validatorFor(operationId, response.status);
  if (validate === undefined) return;
  const body = response.text === 'null' ? null : response.body;
  const valid = validate(body);
  expect(
    valid,
    `${operationId} ${response.status} body does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
  ).toBe(true);
}

/**
 * Asserts a 200 answer the contract allows for the operation, and returns its body typed as the contract's
 * 200 answer (generated types), so that a test reads what the contract declares rather than a shape of its own.
 */
export function contractBody<Id extends OperationId>(
  response: { status: number; body: unknown; text?: string },
  operationId: Id,
): OkBody<Id> {
  expect(response.status, `${operationId}: ${JSON.stringify(response.body)?.slice(0, 500)}`).toBe(200);
  expectContract(response, operationId);
  return (response.text === 'null' ? null : response.body) as OkBody<Id>;
}

/** Asserts an error answer: the status, the one Error schema, and optionally the code and field. */
export function expectError(
  response: { status: number; body: unknown },
  status: number,
  expected: { code?: string; field?: string } = {},
): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const validate = ajv.getSchema('contract#/components/schemas/Error');
  expect(validate?.(response.body), `not an Error body: ${JSON.stringify(response.body)}`).toBe(true);
  const body = response.body as { code: string; field?: string };
  if (expected.code !== undefined) expect(body.code).toBe(expected.code);
  if (expected.field !== undefined) expect(body.field).toBe(expected.field);
}

/**
 * An address of a contract path: its user kind `admin`, its other parameters an id of the right shape that names
 * no record, so that a call changes nothing.
 */
export function addressOf(path: string): string {
  return path.replace('{userKind}', 'admin').replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
}
