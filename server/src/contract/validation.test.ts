// The validators compiled from the contract stop at the first member of an anyOf that holds (Ajv's 2020 draft
// would try every member): which the contract allows, since it uses no unevaluatedProperties/Items.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractValidatorCompiler } from './validation.ts';

const served = readFileSync(join(import.meta.dirname, '../../../generated/openapi.json'), 'utf8');

describe('contractValidatorCompiler', () => {
  it('is given a contract without unevaluatedProperties or unevaluatedItems', () => {
    expect(served).not.toMatch(/"unevaluated(Properties|Items)"/);
  });

  it('takes the first member of an anyOf that holds, without coercing the value through the others', () => {
    const compile = contractValidatorCompiler({ $id: 'contract', components: {} });
    const schema = {
      type: 'object',
      properties: { flag: { anyOf: [{ type: 'boolean' }, { type: 'string', pattern: '^(true|on)$' }] } },
    };
    const validate = compile({ schema, httpPart: 'querystring', method: 'GET', url: '/x' }) as (
      data: unknown,
    ) => boolean;
    const query = { flag: true };
    expect(validate(query)).toBe(true);
    // Trying the text member too would coerce the flag to the text "true".
    expect(query).toEqual({ flag: true });
  });
});
