// Whether a text is a value a collection's search filter takes, read as the list's query string would read it:
// the filter's query parameter schema, compiled by the contract's own validator compiler (text coerced to numbers
// and flags, formats and patterns checked), so a saved view holds only filter values its list can apply.
import type { OpenApiDocument } from '../contract/load.ts';
import { contractSchema, externalise } from '../contract/route-schema.ts';
import { contractValidatorCompiler } from '../contract/validation.ts';
import type { Filter } from './collection-meta.ts';
import type { AcceptsFilterValue } from './integrity.ts';

export function filterValueAcceptor(document: OpenApiDocument): AcceptsFilterValue {
  // Compiled on the first write that needs one, once per filter: most writes hold no saved view.
  let compile: ReturnType<typeof contractValidatorCompiler> | undefined;
  const checks = new Map<Filter, (data: unknown) => unknown>();
  return (filter, value) => {
    let check = checks.get(filter);
    if (check === undefined) {
      compile ??= contractValidatorCompiler(contractSchema(document));
      const schema = { type: 'object', properties: { value: externalise(filter.schema) }, required: ['value'] };
      check = compile({ schema, httpPart: 'querystring', method: 'GET', url: '' }) as (data: unknown) => unknown;
      checks.set(filter, check);
    }
    return check({ value }) === true;
  };
}
