// The contract as OpenAPI 3.0 for the interactive docs only. Swagger UI reads an OpenAPI 3.1 document through
// ApiDOM, which refracts and normalises the whole document before the first operation shows: about 5.5 s for this
// contract in headless Chromium, against 2.6 s for the same document as 3.0. The served contract
// (/openapi.json, /openapi.yaml) stays 3.1, the single source of truth.
//
// Only rewrites that mean exactly the same in 3.0 are made; a 3.1 construct without a 3.0 equivalent makes the
// conversion refuse (`Oas30Unsupported`), and the docs then show the 3.1 document as it is.
import type { OpenApiDocument } from '../contract/load.ts';

type Json = { [key: string]: unknown };

/** A 3.1 construct that OpenAPI 3.0 cannot say: the docs keep the 3.1 document. */
export class Oas30Unsupported extends Error {}

/** JSON Schema keywords of 3.1 (2020-12) that 3.0's schema object has no equivalent for. */
const UNSUPPORTED_KEYWORDS = new Set([
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedItems',
  'unevaluatedProperties',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  '$defs',
  '$id',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$schema',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{type: null}`, words about it aside (an optional field's null form says what null does). */
const isNullSchema = (schema: unknown): boolean =>
  isObject(schema) &&
  schema.type === 'null' &&
  Object.keys(schema).every((keyword) => ['type', 'description', 'title'].includes(keyword));

function mapValues(value: unknown, convert: (item: unknown) => unknown): Json {
  if (!isObject(value)) throw new Oas30Unsupported('expected a map of schemas');
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
}

/** One schema object, copied (the served contract shares its objects with the docs' document). */
export function schemaAs30(schema: unknown): Json {
  if (!isObject(schema)) throw new Oas30Unsupported(`boolean schema ${String(schema)}`);
  const converted: Json = {};
  let nullable = schema.nullable === true;
  let nullOnly = false;
  for (const [keyword, value] of Object.entries(schema)) {
    if (UNSUPPORTED_KEYWORDS.has(keyword)) throw new Oas30Unsupported(`keyword ${keyword}`);
    switch (keyword) {
      case 'type': {
        const listed: unknown[] = Array.isArray(value) ? value : [value];
        const types = listed.filter((type) => type !== 'null');
        nullable ||= types.length < listed.length;
        if (types.length === 0) {
          // Null and nothing else: 3.0 has no null type, but a one-value enum says the same (`nullable` would
          // need a type beside it).
          if ('enum' in schema || 'const' in schema) throw new Oas30Unsupported('type null beside enum');
          converted.enum = [null];
          nullOnly = true;
        } else if (types.length === 1) converted.type = types[0];
        else if ('anyOf' in schema || 'oneOf' in schema) throw new Oas30Unsupported('several types beside anyOf/oneOf');
        else converted.anyOf = types.map((type) => ({ type }));
        break;
      }
      case 'anyOf':
      case 'oneOf': {
        if (!Array.isArray(value)) throw new Oas30Unsupported(`${keyword} is not a list`);
        // `anyOf: [X, {type: null}]` is 3.1's "X or null": 3.0 says it with `nullable`.
        const members = value.filter((member) => !isNullSchema(member));
        nullable ||= members.length < value.length;
        if (members.length === 0) throw new Oas30Unsupported(`${keyword} of null alone`);
        converted[keyword] = members.map(schemaAs30);
        break;
      }
      case 'allOf':
        if (!Array.isArray(value)) throw new Oas30Unsupported('allOf is not a list');
        converted.allOf = value.map(schemaAs30);
        break;
      case 'properties':
        converted.properties = mapValues(value, schemaAs30);
        break;
      case 'items':
      case 'not':
        converted[keyword] = schemaAs30(value);
        break;
      case 'additionalProperties':
        converted.additionalProperties = typeof value === 'boolean' ? value : schemaAs30(value);
        break;
      case 'const':
        if ('enum' in schema) throw new Oas30Unsupported('const beside enum');
        converted.enum = [value];
        break;
      case 'examples':
        // JSON Schema's list of examples; 3.0's schema has one. Swagger UI shows the first either way.
        if (!Array.isArray(value)) throw new Oas30Unsupported('schema examples is not a list');
        if (value.length > 0 && !('example' in schema)) converted.example = value[0];
        break;
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        // A bound in 3.1, a flag on minimum/maximum in 3.0.
        if (typeof value !== 'number') throw new Oas30Unsupported(`${keyword} is not a number`);
        const bound = keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum';
        if (bound in schema) throw new Oas30Unsupported(`${keyword} beside ${bound}`);
        converted[bound] = value;
        converted[keyword] = true;
        break;
      }
      case 'nullable':
        break;
      default:
        converted[keyword] = value;
    }
  }
  if (nullable && !nullOnly) converted.nullable = true;
  // 3.0 ignores the siblings of a $ref ("description", "readOnly"...): kept beside it in an allOf, they apply.
  if (typeof converted.$ref === 'string' && Object.keys(converted).length > 1) {
    const { $ref, ...siblings } = converted;
    return { allOf: [{ $ref }], ...siblings };
  }
  return converted;
}

/** Maps whose keys are names (a header may well be called `x-total`), not fields that could be extensions. */
const NAMED_MAPS = new Set(['headers', 'encoding', 'links', 'callbacks']);

/**
 * Everything outside schemas (paths, operations, parameters, bodies, answers, headers), copied, with each
 * `schema` converted. Examples are data and extensions are the contract's own: both are kept as they are.
 */
function partAs30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(partAs30);
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string' && Object.keys(value).length > 1) {
    // 3.1's reference with its own summary or description; 3.0 would drop them.
    throw new Oas30Unsupported(`reference ${value.$ref} with siblings`);
  }
  const converted: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'schema') converted[key] = schemaAs30(item);
    else if (key === 'example' || key === 'examples' || key.startsWith('x-')) converted[key] = item;
    else if (NAMED_MAPS.has(key)) converted[key] = mapValues(item, partAs30);
    else converted[key] = partAs30(item);
  }
  return converted;
}

/** The components: maps of named parts (schemas, parameters, answers...), each part converted. */
function componentsAs30(components: Json): Json {
  const converted: Json = {};
  for (const [kind, parts] of Object.entries(components)) {
    if (kind === 'schemas') converted[kind] = mapValues(parts, schemaAs30);
    else if (kind === 'examples' || kind.startsWith('x-')) converted[kind] = parts;
    else converted[kind] = mapValues(parts, partAs30);
  }
  return converted;
}

function infoAs30(info: Json): Json {
  const { summary, license, ...rest } = info;
  const converted: Json = { ...rest };
  // 3.0's info has no summary: it opens the description instead.
  if (typeof summary === 'string') converted.description = [summary, rest.description].filter(Boolean).join('\n\n');
  if (isObject(license)) {
    const { identifier, ...licenseRest } = license;
    // 3.0 names a license by URL only: the SPDX page of a listed identifier says the same. A LicenseRef- is the
    // document's own and has no such page.
    const listed = typeof identifier === 'string' && !identifier.startsWith('LicenseRef-');
    converted.license =
      listed && licenseRest.url === undefined
        ? { ...licenseRest, url: `https://spdx.org/licenses/${encodeURIComponent(identifier)}.html` }
        : licenseRest;
  }
  return converted;
}

const COMBINERS = ['anyOf', 'oneOf', 'allOf'] as const;

/**
 * 3.0 reads `nullable` only beside a `type` (3.0.3): "X or null" with X a reference (`anyOf: [{$ref}]`) gets the
 * type that every member has, read through the references. A converted schema is the docs' own copy, so it is
 * typed in place. Without one shared type the schema stays as it is.
 */
function typeNullables(value: unknown, schemas: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) typeNullables(item, schemas);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'example' && key !== 'examples' && !key.startsWith('x-')) typeNullables(item, schemas);
  }
  if (value.nullable !== true || 'type' in value) return;
  const members = COMBINERS.flatMap((keyword) => (Array.isArray(value[keyword]) ? value[keyword] : []));
  const types = new Set(members.map((member) => typeOf(member, schemas, new Set())));
  const [type] = types;
  if (types.size === 1 && type !== undefined) value.type = type;
  else if (Array.isArray(value.anyOf) && value.anyOf.every((member) => isObject(member) && 'type' in member)) {
    // "Number or string or null": any member may be null, which says the same.
    for (const member of value.anyOf as Json[]) member.nullable = true;
    delete value.nullable;
  }
}

/** A schema's single type, read through references and combiners; undefined when it has none or several. */
function typeOf(schema: unknown, schemas: Json, seen: Set<string>): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  const prefix = '#/components/schemas/';
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(prefix) && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    return typeOf(schemas[schema.$ref.slice(prefix.length)], schemas, seen);
  }
  const members = COMBINERS.flatMap((keyword) => (Array.isArray(schema[keyword]) ? schema[keyword] : []));
  const types = new Set(members.map((member) => typeOf(member, schemas, seen)));
  return types.size === 1 ? [...types][0] : undefined;
}

/** The document as OpenAPI 3.0.3, or `Oas30Unsupported` when a part of it has no 3.0 equivalent. */
export function documentAs30(document: OpenApiDocument): OpenApiDocument {
  const { openapi, info, paths, components, ...rest } = document as unknown as Json & OpenApiDocument;
  for (const key of ['webhooks', 'jsonSchemaDialect']) {
    if (key in rest) throw new Oas30Unsupported(key);
  }
  const converted: Json = {
    openapi: '3.0.3',
    info: infoAs30(info as unknown as Json),
    ...rest,
    paths: partAs30(paths),
    components: componentsAs30((components ?? {}) as Json),
  };
  const schemas =
    isObject(converted.components) && isObject(converted.components.schemas) ? converted.components.schemas : {};
  typeNullables(converted.paths, schemas);
  typeNullables(converted.components, schemas);
  return converted as unknown as OpenApiDocument;
}
