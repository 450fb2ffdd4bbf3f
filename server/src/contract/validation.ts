// Request validators compiled from the contract. Bodies are validated strictly, as a real
// server would: no type coercion and no stripping of unknown properties. Only path and
// query parameters (always text on the wire) are coerced to their declared types.
import type { FastifySchemaCompiler } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SchemaObject } from './load.ts';

function createAjv(coerce: boolean, contract: SchemaObject): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    validateFormats: true,
  });
  addFormats.default(ajv);
  ajv.addSchema(contract);
  return ajv;
}

export function contractValidatorCompiler(contract: SchemaObject): FastifySchemaCompiler<SchemaObject> {
  const strict = createAjv(false, contract);
  const coercing = createAjv(true, contract);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema);
  };
}
