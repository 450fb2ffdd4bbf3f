// Response serialisers compiled from the contract with fast-json-stringify, lazily (on a
// route's first answer with that status) and once per distinct schema: hundreds of routes
// share a few response schemas, and compiling them all at start took seconds.

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { SchemaObject } from './load.ts';

type Serialize = (data: unknown) => string;

export function contractSerializerCompiler(contract: SchemaObject): FastifySerializerCompiler<SchemaObject> {
  const cache = new Map<string, Serialize>();
  const compile = (schema: SchemaObject): Serialize => {
    const key = JSON.stringify(schema);
    let serialize = cache.get(key);
    if (serialize === undefined) {
      serialize = fastJson(schema as never, { schema: { [String(contract.$id)]: contract as never } }) as Serialize;
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
