// Response serialisers compiled from the contract with fast-json-stringify, lazily (on a
// route's first answer with that status) and once per distinct schema: hundreds of routes
// share a few response schemas, and compiling them all at start took seconds. Deep-frozen
// records (the shared seed, which never changes) are written and encoded once per serialiser and reused.

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
 * A serialiser in two forms: `text` is the JSON (what a list joins), `answer` what Fastify writes. For a frozen
 * record the JSON is written once: the seed's records are deep-frozen (store/seed-base.ts), so their JSON
 * cannot change, and most reads answer with them. A long answer is also kept encoded (UTF-8 bytes): Fastify
 * writes a Buffer as it is, while a string costs its encoding on every answer (a fifth of a list request's
 * time). A short one stays a string: Node sends headers and a string body in one write, a Buffer as a second
 * chunk, which costs more than encoding a record of a few hundred bytes (measured on reads by id).
 */
interface Serializer {
  text: Serialize;
  answer: (data: unknown) => string | Buffer;
}

/** From this many characters on, an answer is kept as bytes (see above). */
const ENCODED_FROM = 8192;

const encodedIfLong = (json: string): string | Buffer => (json.length < ENCODED_FROM ? json : Buffer.from(json));

function remembering(serialize: Serialize): Serializer {
  const texts = new WeakMap<object, string>();
  const answers = new WeakMap<object, string | Buffer>();
  const text: Serialize = (data) => {
    if (!isFrozenObject(data)) return serialize(data);
    let json = texts.get(data);
    if (json === undefined) {
      json = serialize(data);
      texts.set(data, json);
    }
    return json;
  };
  return {
    text,
    answer: (data) => {
      if (!isFrozenObject(data)) return serialize(data);
      let answer = answers.get(data);
      if (answer === undefined) {
        answer = encodedIfLong(text(data));
        answers.set(data, answer);
      }
      return answer;
    },
  };
}

function isSameList(list: readonly unknown[], other: readonly unknown[]): boolean {
  if (list.length !== other.length) return false;
  for (let index = 0; index < list.length; index++) if (list[index] !== other[index]) return false;
  return true;
}

/**
 * An array of frozen records is joined from each record's remembered JSON (what the whole serialiser writes).
 * The last such list's answer is remembered too: lists are mostly read again unchanged, and comparing the
 * records one by one costs less than joining their JSON again (a tenth of a list request's time in the
 * benchmark) and encoding it.
 */
function arrayOf(item: Serializer, serializeWhole: Serialize): Serializer {
  let lastRecords: readonly unknown[] = [];
  let lastAnswer: string | Buffer = '[]';
  const answer = (data: unknown): string | Buffer => {
    if (!Array.isArray(data)) return serializeWhole(data);
    // Only frozen records are ever remembered, and the same frozen records in the same order write the same JSON.
    if (isSameList(data, lastRecords)) return lastAnswer;
    if (!data.every(isFrozenObject)) return serializeWhole(data);
    lastAnswer = encodedIfLong(`[${data.map(item.text).join(',')}]`);
    lastRecords = [...data];
    return lastAnswer;
  };
  return { text: (data) => answer(data).toString(), answer };
}

export function contractSerializerCompiler(contract: SchemaObject): FastifySerializerCompiler<SchemaObject> {
  const cache = new Map<string, Serializer>();
  const components = (contract.components ?? {}) as Components;
  const compile = (schema: SchemaObject): Serializer => {
    const key = JSON.stringify(schema);
    let serializer = cache.get(key);
    if (serializer === undefined) {
      // Only the components this answer can reach: fast-json-stringify checks and indexes every external
      // schema it is given, and the whole contract made each first answer of a route take a tenth of a second.
      const external = { $id: contract.$id, components: reachable(schema, components) };
      const whole = fastJson(schema as never, { schema: { [String(contract.$id)]: external as never } }) as Serialize;
      const items = schema.type === 'array' ? (schema.items as SchemaObject | undefined) : undefined;
      serializer =
        items !== undefined && typeof items === 'object' && !Array.isArray(items)
          ? arrayOf(compile(items), whole)
          : remembering(whole);
      cache.set(key, serializer);
    }
    return serializer;
  };
  return ({ schema }) => {
    let serializer: Serializer | undefined;
    return (data: unknown) => {
      serializer ??= compile(schema);
      // Typed as a string by Fastify, which writes a Buffer payload as it is (reply.js, onSendEnd).
      return serializer.answer(data) as string;
    };
  };
}
