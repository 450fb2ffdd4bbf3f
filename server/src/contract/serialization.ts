// Response serialisers compiled from the contract with fast-json-stringify, lazily (on a
// route's first answer with that status) and once per distinct schema: hundreds of routes
// share a few response schemas, and compiling them all at start took seconds.

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
      serialize = fastJson(schema as never, { schema: { [String(contract.$id)]: external as never } }) as Serialize;
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
