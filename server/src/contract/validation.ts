// Request validators compiled from the contract. Bodies are validated strictly, as a real
// server would: no type coercion and no stripping of unknown properties, save the numbers and flags
// the contract marks `x-from-text` (text-values.ts). Path and query parameters (always text on the
// wire) are coerced to their declared types.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { nonFinitePath } from './finite-json.ts';
import type { SchemaObject } from './load.ts';
import { OPTIONAL_BODY } from './route-schema.ts';
import { NoSuchLocalTime, readTextValues, type TextPlan, textPlan } from './text-values.ts';

function createAjv(coerce: boolean, contract: SchemaObject): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    // Infinity and NaN are not numbers of the contract (strict: false would let them through).
    strictNumbers: true,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    validateFormats: true,
    // The contract is linted (Redocly) and its schemas compiled by the tests: checking it against the
    // JSON Schema meta-schema again at every start cost a tenth of a second per instance.
    validateSchema: false,
  });
  // Ajv's 2020 draft evaluates every member of an `anyOf`, to collect what each evaluated for
  // unevaluatedProperties/Items, where the 2019-09 and earlier drafts stop at the first that holds; its constructor
  // forces that on. The contract uses neither keyword (a unit test holds it to that), so the first member that holds
  // is enough: a field's value form first, then its text and null forms, which every body field has now.
  ajv.opts.unevaluated = false;
  addFormats.default(ajv);
  ajv.addSchema(contract);
  return ajv;
}

/**
 * Coercion turns the text `1e309` into Infinity after the type check has passed (Ajv does not
 * check again), so the coerced parts are checked once more for non-finite numbers.
 */
function finiteAfterCoercion(data: unknown, target: { errors: ValidateFunction['errors'] }): boolean {
  const path = nonFinitePath(data);
  if (path === undefined) return true;
  const instancePath = path === '' ? '' : `/${path.replaceAll('.', '/')}`;
  target.errors = [{ instancePath, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' }];
  return false;
}

export function contractValidatorCompiler(contract: SchemaObject): FastifySchemaCompiler<SchemaObject> {
  // Both instances are made on the first validation, the validators on first use and once per distinct
  // schema, so that start-up stays fast.
  let strict: Ajv2020 | undefined;
  let coercing: Ajv2020 | undefined;
  const cache = new Map<string, ValidateFunction>();
  return ({ schema, httpPart }) => {
    const instance = (): Ajv2020 => {
      if (httpPart === 'body') {
        strict ??= createAjv(false, contract);
        return strict;
      }
      coercing ??= createAjv(true, contract);
      return coercing;
    };
    const key = `${httpPart === 'body' ? 'strict' : 'coercing'}:${JSON.stringify(schema)}`;
    const optional = httpPart === 'body' && schema[OPTIONAL_BODY] === true;
    // Bodies are not coerced, and their parser has already refused non-finite numbers (finite-json.ts).
    const coerced = httpPart !== 'body';
    let validate: ValidateFunction | undefined;
    // Numbers and flags a body takes as text too (real clients' form values) are read before the checks; which
    // ones is worked out on first use, as the validator is.
    let plan: TextPlan | null | undefined = httpPart === 'body' ? undefined : null;
    const lazy = (data: unknown) => {
      if (optional && (data === undefined || data === null)) {
        lazy.errors = null;
        return true;
      }
      if (plan === undefined) plan = textPlan(schema, contract) ?? null;
      if (plan !== null) {
        try {
          readTextValues(data, plan);
        } catch (error) {
          if (!(error instanceof NoSuchLocalTime)) throw error;
          const { instancePath, message } = error;
          lazy.errors = [{ instancePath, schemaPath: '#', keyword: 'format', params: {}, message }];
          return false;
        }
      }
      if (validate === undefined) {
        validate = cache.get(key) ?? instance().compile(schema);
        cache.set(key, validate);
      }
      const valid = validate(data);
      lazy.errors = validate.errors;
      return valid && (!coerced || finiteAfterCoercion(data, lazy));
    };
    lazy.errors = null as ValidateFunction['errors'];
    return lazy;
  };
}
