// Response serialisers compiled from the contract with fast-json-stringify, lazily (on a
// route's first answer with that status) and once per distinct schema: hundreds of routes
// share a few response schemas, and compiling them all at start took seconds. Deep-frozen
// records (the shared seed, which never changes) are written once per serialiser and reused.

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { SchemaObject } from './load.ts';

type Serialize = (data: unknown) => string;
type Components = Record<string, Record<string, unknown>>;

const REF = /^(?:[^#]*)#\/components\/([^/]+)\/([^/]+)$/;

/** Every `components` entry a schema reaches through its refs, followed transitively. */
function reachable(schema: unknown, components: Components): Components {
  const found: Components = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const match = key === '$ref' && typeof child === 'string' ? REF.exec(child) : null;
      if (match === null) {
        visit(child);
        continue;
      }
      const [, kind = '', name = ''] = match;
      const target = components[kind]?.[name];
      if (target === undefined || found[kind]?.[name] !== undefined) continue;
      found[kind] = { ...found[kind], [name]: target };
      visit(target);
    }
  };
  visit(schema);
  return found;
}

const isFrozenObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.isFrozen(value);

/**
 * The same output for a frozen record is kept and handed out again: the seed's records are deep-frozen
 * (store/seed-base.ts), so their JSON cannot change, and most reads answer with them.
 */
function remembering(serialize: Serialize): Serialize {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (!isFrozenObject(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
}

function isSameList(list: readonly unknown[], other: readonly unknown[]): boolean {
  if (list.length !== other.length) return false;
  for (let index = 0; index < list.length; index++) if (list[index] !== other[index]) return false;
  return true;
}

/**
 * An array of frozen records is joined from each record's remembered JSON (what the whole serialiser writes).
 * The last such list is remembered too: lists are mostly read again unchanged, and comparing the records one by
 * one costs less than joining their JSON again (a tenth of a list request's time in the benchmark).
 */
function arrayOf(serializeItem: Serialize, serializeWhole: Serialize): Serialize {
  let lastRecords: readonly unknown[] = [];
  let lastJson = '[]';
  return (data) => {
    if (!Array.isArray(data)) return serializeWhole(data);
    // Only frozen records are ever remembered, and the same frozen records in the same order write the same JSON.
    if (isSameList(data, lastRecords)) return lastJson;
    if (!data.every(isFrozenObject)) return serializeWhole(data);
    lastJson = `[${data.map(serializeItem).join(',')}]`;
    lastRecords = [...data];
    return lastJson;
  };
}

export function contractSerializerCompiler(contract: SchemaObject): FastifySerializerCompiler<SchemaObject> {
  const cache = new Map<string, Serialize>();
  const components = (contract.components ?? {}) as Components;
  const compile = (schema: SchemaObject): Serialize => {
    const key = JSON.stringify(schema);
    let serialize = cache.get(key);
    if (serialize === undefined) {
      // Only the components this answer can reach: fast-json-stringify checks and indexes every external
      // schema it is given, and the whole contract made each first answer of a route take a tenth of a second.
      const external = { $id: contract.$id, components: reachable(schema, components) };
      const whole = fastJson(schema as never, { schema: { [String(contract.$id)]: external as never } }) as Serialize;
      const items = schema.type === 'array' ? (schema.items as SchemaObject | undefined) : undefined;
      serialize =
        items !== undefined && typeof items === 'object' && !Array.isArray(items)
          ? arrayOf(compile(items), whole)
          : remembering(whole);
      cache.set(key, serialize);
    }
    return serialize;
  };
  return ({ schema }) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => {
      serialize ??= compile(schema);
      return serialize(data);
    };
  };
}
