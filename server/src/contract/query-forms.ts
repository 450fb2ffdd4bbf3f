// Query strings as real clients build them. A search form sends every filter, the empty ones as "" ("?q=&
// category=&page=0"): a parameter whose schema takes no "" is then left out, as if not sent, instead of refused
// (Express back ends read `if (req.query.q)`); one that takes "" (a template search's `query`) keeps it, with its
// meaning. A list sent as axios and jQuery send lists ("ids[]=a&ids[]=b", as Express's parser reads them) is the
// list the contract declares ("ids=a&ids=b"), and so is a list of ids joined by commas ("ids=a,b"). A date bound given as a date input gives it ("incurredAtTo=2026-01-15")
// or a datetime-local input gives it ("incurredAtTo=2026-01-15T10:30") is read as its form in the contract says
// (text-values.ts): the whole day or minute, on the office's clock.

import { ApiError } from './api-error.ts';
import { deref, type OpenApiDocument, type ParameterObject, type SchemaObject } from './load.ts';
import { fromText, NoSuchLocalTime, type TextField, textFieldOf } from './text-values.ts';

/** How an operation's query is read before it is validated; undefined when there is nothing to do. */
export interface QueryPlan {
  /** Parameters an empty value leaves out. */
  emptyIsAbsent: readonly string[];
  /** List parameters, which also take `name[]`. */
  lists: readonly string[];
  /** List parameters of shaped items (ids), which also take their items joined by commas ("ids=a,b"). */
  commaLists: readonly { name: string; item: RegExp }[];
  /** Parameters read from their text forms (an instant's day). */
  texts: readonly { name: string; field: TextField }[];
}

/** Whether "" is a value of the schema (a plain string is; a number, a list, an enum, a pattern or format may not). */
export function takesEmptyText(document: OpenApiDocument, raw: unknown, depth = 0): boolean {
  const schema = deref<SchemaObject>(document, raw as SchemaObject);
  if (typeof schema !== 'object' || schema === null || depth > 10) return false;
  const members = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (members !== undefined) return members.some((member) => takesEmptyText(document, member, depth + 1));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.type !== undefined && !types.includes('string')) return false;
  if (schema.const !== undefined) return schema.const === '';
  if (Array.isArray(schema.enum)) return schema.enum.includes('');
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return false;
  if (schema.format !== undefined) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test('');
}

export function queryPlan(document: OpenApiDocument, parameters: readonly ParameterObject[]): QueryPlan | undefined {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const emptyIsAbsent = query
    .filter((parameter) => !takesEmptyText(document, parameter.schema ?? {}))
    .map((parameter) => parameter.name);
  const lists = query
    .filter((parameter) => deref<SchemaObject>(document, (parameter.schema ?? {}) as SchemaObject).type === 'array')
    .map((parameter) => parameter.name);
  const commaLists = query.flatMap((parameter) => {
    const schema = deref<SchemaObject>(document, (parameter.schema ?? {}) as SchemaObject);
    const items = schema.type === 'array' ? deref<SchemaObject>(document, schema.items as SchemaObject) : undefined;
    return typeof items?.pattern === 'string' ? [{ name: parameter.name, item: new RegExp(items.pattern, 'u') }] : [];
  });
  const texts = query.flatMap((parameter) => {
    const schema = deref<SchemaObject>(document, (parameter.schema ?? {}) as SchemaObject);
    const field = textFieldOf(schema, document as unknown as SchemaObject);
    return field === undefined ? [] : [{ name: parameter.name, field }];
  });
  return emptyIsAbsent.length + lists.length + texts.length === 0
    ? undefined
    : { emptyIsAbsent, lists, commaLists, texts };
}

// Cheap tests of the raw address, so that most requests (no empty value, no brackets) skip the walk.
const hasEmptyValue = (url: string) => url.includes('=&') || url.endsWith('=');
const hasBrackets = (url: string) => url.includes('[]') || url.includes('%5B%5D') || url.includes('%5b%5d');
const hasCommas = (url: string) => url.includes(',') || url.includes('%2C') || url.includes('%2c');

/**
 * A list's items joined by commas ("a,b", as `ids.join(',')` writes them) as the items, where the joined text is no
 * item but each part is one: an item that may hold a comma is never split.
 */
function splitCommas(value: unknown, item: RegExp): unknown {
  if (Array.isArray(value)) return value.flatMap((one) => splitCommas(one, item));
  if (typeof value !== 'string' || !value.includes(',') || item.test(value)) return value;
  const parts = value.split(',');
  return parts.every((part) => item.test(part)) ? parts : value;
}

/** Reads `query` (the parsed query of `url`, changed in place) as the plan says. */
export function readQuery(url: string, query: Record<string, unknown>, plan: QueryPlan): void {
  if (plan.lists.length > 0 && hasBrackets(url)) {
    for (const name of plan.lists) {
      const bracketed = query[`${name}[]`];
      if (bracketed === undefined) continue;
      const own = query[name];
      query[name] = [...(own === undefined ? [] : [own].flat()), ...[bracketed].flat()];
      delete query[`${name}[]`];
    }
  }
  if (plan.commaLists.length > 0 && hasCommas(url)) {
    for (const { name, item } of plan.commaLists)
      if (query[name] !== undefined) query[name] = splitCommas(query[name], item);
  }
  for (const { name, field } of plan.texts) {
    const value = query[name];
    if (typeof value !== 'string') continue;
    try {
      query[name] = fromText(value, field) ?? value;
    } catch (error) {
      if (!(error instanceof NoSuchLocalTime)) throw error;
      throw new ApiError(400, 'VALIDATION_FAILED', `query ${name} ${error.message}`, name);
    }
  }
  if (!hasEmptyValue(url)) return;
  for (const name of plan.emptyIsAbsent) {
    const value = query[name];
    if (value === '') delete query[name];
    else if (Array.isArray(value) && value.includes('')) {
      const given = value.filter((item) => item !== '');
      if (given.length === 0) delete query[name];
      else query[name] = given;
    }
  }
}
