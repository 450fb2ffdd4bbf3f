// Turns one registry entry into its path items and derived schemas: the only place where
// the shape of a generic /api/node collection is written down.

import { withForms } from './body-forms.ts';
import { type Entity, propertyCopy, readEntity, sortable } from './collection-entity.ts';
import { ENTITIES, inputSchemas, ref } from './collection-schemas.ts';
import type { Action, CollectionEntry } from './registry.ts';
import { dateTimeTextForms, QUERY_FLAG_FORMS } from './text-values.ts';
import { type Json, type JsonObject, resolveSchema } from './yaml-files.ts';

const COMPONENTS = '../../components';
const READ_ACTIONS: Action[] = ['list', 'get', 'search'];

const response = (name: string) => ref(`${COMPONENTS}/responses/${name}.yaml`);
const parameter = (name: string) => ref(`${COMPONENTS}/parameters/${name}.yaml`);
const json = (schema: JsonObject) => ({ 'application/json': { schema } });

/** A date or date-time field (null allowed: "never signed in") is filtered by a range, both ends included and either
 * left out: `<field>From`, `<field>To`. A record without the date is in no range. */
const isDateSchema = (schema: JsonObject) =>
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  (schema.format === 'date-time' || schema.format === 'date');

function filterParameters(entry: CollectionEntry, entity: Entity, field: string, generatedDir: string): JsonObject[] {
  const [head = '', ...rest] = field.split('.');
  const pointer = [head, ...rest.flatMap((name) => ['properties', name])].join('/');
  const raw = entity.properties[head];
  if (raw === undefined) throw new Error(`${entry.path}: filter ${field} is not a field`);
  const { schema } = resolveSchema({ $ref: `${entity.file}#/properties/${pointer}` }, entity.file);
  const property = propertyCopy(entity, pointer, generatedDir);
  if (isDateSchema(schema)) {
    const {
      description: _description,
      examples: _examples,
      default: _default,
      readOnly: _readOnly,
      ...bare
    } = property;
    const dateOnly = { ...bare, type: 'string' };
    // An instant's bound also takes a date input's day (the whole day: its start for From, its end for To).
    const bound = (match: 'from' | 'to') =>
      schema.format === 'date-time'
        ? withForms(dateOnly, dateTimeTextForms(match === 'from' ? 'start' : 'end'), { 'x-from-text': 'date-time' })
        : dateOnly;
    return (['from', 'to'] as const).map((match) => ({
      name: `${field}${match === 'from' ? 'From' : 'To'}`,
      in: 'query',
      description: `Only records whose \`${field}\` is ${match === 'from' ? 'at or after' : 'at or before'} this ${schema.format === 'date' ? 'day' : 'instant'}.`,
      schema: bound(match),
      'x-filter': { field, match },
    }));
  }
  let match: string;
  let paramSchema: JsonObject;
  if (schema.type === 'array') {
    match = 'includes';
    paramSchema = property.items as JsonObject;
  } else if (
    schema.type === 'string' &&
    schema.enum === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined
  ) {
    match = 'contains';
    paramSchema = { type: 'string', minLength: 1, maxLength: 200 };
  } else if (schema.type === 'object') {
    throw new Error(`${entry.path}: filter ${field} is an object; filter one of its fields`);
  } else {
    match = 'equals';
    const { description: _description, examples: _examples, default: _default, ...bare } = property;
    paramSchema = bare.type === 'boolean' ? withForms(bare, QUERY_FLAG_FORMS, { 'x-from-text': 'boolean' }) : bare;
  }
  const how = {
    includes: 'contains this value',
    contains: 'contains this text (case-insensitive)',
    equals: 'equals this value',
  }[match];
  return [
    {
      name: field,
      in: 'query',
      description: `Only records whose \`${field}\` ${how}.`,
      schema: paramSchema,
      'x-filter': { field, match },
    },
  ];
}

/** The integrity rules of a collection, in words for the API docs. */
function integrityNote(entry: CollectionEntry): string | undefined {
  const parts = [
    entry.unique.length > 0
      ? `Unique (ignoring case): ${entry.unique.map((field) => `\`${field}\``).join(', ')} (409 \`DUPLICATE\`).`
      : '',
    entry.references.length > 0
      ? `References (\`x-ref\`) must name existing records (409 \`REFERENCE_NOT_FOUND\`)${entry.references.some((reference) => reference.tree) ? '; a parent chain may not loop (409 `CYCLE`)' : ''}.`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * `referencedBy`: the collections whose references point here; a record they still reference
 * cannot be deleted (409 IN_USE).
 */
export function collectionContract(
  entry: CollectionEntry,
  entitiesDir: string,
  generatedDir: string,
  referencedBy: string[] = [],
): JsonObject {
  const entity = readEntity(entitiesDir, entry.schema);
  const { schema: S, plural: P, path } = entry;
  const entityRef = ref(`${ENTITIES}/${S}.yaml`);
  const has = (action: Action) => entry.actions.includes(action);
  const security = (action: Action): Json => {
    const webAllowed = entry.web === 'write' || (entry.web === 'read' && READ_ACTIONS.includes(action));
    return webAllowed ? [{ adminBearer: [] }, { webBearer: [] }] : [{ adminBearer: [] }];
  };
  // A web token on an admin-only operation is answered 403, so only those declare it.
  const owner = entry.web === 'none' ? undefined : entry.webOwner;
  const webModule = entry.web === 'none' ? undefined : entry.webModule;
  const webVia = entry.web === 'none' ? undefined : entry.webVia;
  // 403: a web token on an admin-only operation, or on a record the web user does not own.
  const authResponses = (action: Action): JsonObject =>
    (security(action) as Json[]).length === 1 || owner !== undefined || webModule !== undefined || webVia !== undefined
      ? { '401': response('Unauthorized'), '403': response('Forbidden') }
      : { '401': response('Unauthorized') };
  const moduleNote =
    webModule === undefined
      ? undefined
      : `With a web-user token, only records whose \`${webModule}\` is a module among the caller's module roles are visible (403 for another one).`;
  const viaNote =
    webVia === undefined
      ? moduleNote
      : `With a web-user token, a record is visible only when a ${webVia.collection} record the caller may read has \`${webVia.match}\` equal to its \`${webVia.field}\` (403 otherwise).`;
  const ownershipNote =
    owner === undefined
      ? viaNote
      : `With a web-user token, reads see only the records whose \`${owner.field}\` is the caller's ${owner.is === 'user' ? 'web-user id' : 'person id'} (and records without one); writes are allowed on those records only (403 otherwise), and a create sets it.`;
  const operation = (
    action: Action,
    operationId: string,
    summary: string,
    extra: JsonObject,
    ok: JsonObject,
  ): JsonObject => ({
    operationId,
    summary,
    ...(owner === undefined ? {} : { 'x-web-owner': { field: owner.field, is: owner.is } }),
    ...(webModule === undefined ? {} : { 'x-web-module': webModule }),
    ...(webVia === undefined ? {} : { 'x-web-via': { ...webVia } }),

    tags: [`node-${path}`],
    security: security(action),
    'x-collection': path,
    'x-action': action,
    ...extra,
    ...(ownershipNote === undefined && extra.description === undefined
      ? {}
      : { description: [extra.description, ownershipNote].filter(Boolean).join(' ') }),
    responses: { '200': ok, ...authResponses(action), ...(extra.responses as JsonObject | undefined) },
  });
  // A record with an `updatedAt` has a version: its answers carry it as their ETag, and its writes may be made
  // conditional on it (If-Match), so that one person's save does not silently undo another's.
  const versioned = 'createdAt' in entity.properties && 'updatedAt' in entity.properties;
  const etag: JsonObject = versioned
    ? {
        headers: { ETag: ref(`${COMPONENTS}/headers/ETag.yaml`) },
      }
    : {};
  const conditional = (extra: JsonObject): JsonObject =>
    versioned
      ? {
          ...extra,
          parameters: [parameter('IfMatch')],
          responses: { ...(extra.responses as JsonObject), '412': response('PreconditionFailed') },
        }
      : extra;
  const one = { description: `The ${S}.`, content: json(entityRef), ...etag };
  const body = (schema: string) => ({ required: true, content: json(ref(`#/schemas/${schema}`)) });
  const integrity = integrityNote(entry);
  const checksWrites = integrity !== undefined;
  const writeErrors: JsonObject = {
    '400': response('BadRequest'),
    ...(checksWrites ? { '409': response('Conflict') } : {}),
    '413': response('PayloadTooLarge'),
    '415': response('UnsupportedMediaType'),
  };
  // The audit trail records every write but its own (server/src/collections/change-log.ts).
  const auditNote =
    entry.path === 'auditlogs'
      ? undefined
      : "Recorded in the audit trail: an `auditlogs` entry with the actor, the action, this collection and the record's `_id` (on an update, the `changedFields`).";
  const described = (...parts: (string | undefined)[]): JsonObject => {
    const text = parts.filter(Boolean).join(' ');
    return text === '' ? {} : { description: text };
  };
  const writeNote = described(integrity, auditNote);

  const collection: JsonObject = {};
  if (has('list')) {
    collection.get = operation(
      'list',
      `list${P}`,
      `List every ${S}`,
      {},
      {
        description: `Every ${S}, in insertion order.`,
        content: json({ type: 'array', items: entityRef }),
      },
    );
  }
  if (has('create')) {
    collection.post = operation(
      'create',
      `create${S}`,
      `Create a ${S}`,
      { requestBody: body(`${S}Input`), responses: writeErrors, ...writeNote },
      {
        description: `The ${S} as stored, with its new \`_id\`.`,
        content: json(entityRef),
        ...etag,
      },
    );
  }

  const item: JsonObject = { parameters: [parameter('Id')] };
  const notFound = { '400': response('BadRequest'), '404': response('NotFound') };
  if (has('get')) item.get = operation('get', `get${S}`, `Get one ${S}`, { responses: notFound }, one);
  const change = (action: Action, verb: string, summary: string) =>
    operation(
      action,
      `${verb}${S}`,
      summary,
      conditional({
        requestBody: body(`${S}Changes`),
        responses: { ...writeErrors, '404': response('NotFound') },
        ...writeNote,
      }),
      one,
    );
  if (has('update'))
    item.put = change('update', 'update', `Update a ${S} (partial: the fields sent replace the stored ones)`);
  if (has('patch')) item.patch = change('patch', 'patch', `Partially update a ${S}`);
  if (has('delete')) {
    const inUse: JsonObject =
      referencedBy.length > 0
        ? {
            ...described(
              `A ${S} still referenced by ${referencedBy.map((name) => `\`${name}\``).join(', ')} is not deleted (409 \`IN_USE\`).`,
              auditNote,
            ),
            responses: { ...notFound, '409': response('Conflict') },
          }
        : { ...described(auditNote), responses: notFound };
    item.delete = operation('delete', `delete${S}`, `Delete a ${S}`, conditional(inUse), {
      description: `The deleted ${S}.`,
      content: json(entityRef),
    });
  }

  const paths: JsonObject = {};
  if (Object.keys(collection).length > 0) paths.collection = collection;
  if (has('search')) {
    const sortFields = sortable(entity);
    paths.search = {
      get: operation(
        'search',
        `search${P}`,
        `Search ${P}`,
        {
          description: `Filters combine with AND. Defaults: page 0, size 10, sort by ${entry.defaultSort ? `\`${entry.defaultSort}\`` : 'insertion order'}, ascending.`,
          parameters: [
            parameter('Page'),
            parameter('Size'),
            {
              name: 'sort',
              in: 'query',
              description: 'Field to sort by.',
              schema: {
                type: 'string',
                enum: sortFields,
                ...(entry.defaultSort ? { default: entry.defaultSort } : {}),
              },
            },
            parameter('Order'),
            parameter('Q'),
            parameter('Ids'),
            ...entry.filters.flatMap((field) => filterParameters(entry, entity, field, generatedDir)),
          ],
          responses: { '400': response('BadRequest') },
        },
        { description: `A page of matching ${P}.`, content: json(ref(`#/schemas/${S}Page`)) },
      ),
    };
  }
  if (Object.keys(item).length > 1) paths.item = item;
  // Only the derived schemas some operation uses (unused components fail the type generator).
  const used = new Set([
    ...(has('create') ? [`${S}Input`] : []),
    ...(has('update') || has('patch') ? [`${S}Changes`] : []),
    ...(has('search') ? [`${S}Page`] : []),
  ]);
  const schemas = Object.fromEntries(
    Object.entries(inputSchemas(entry, entity, generatedDir)).filter(([name]) => used.has(name)),
  );
  return { paths, schemas };
}
