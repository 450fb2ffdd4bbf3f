// Reads the /api/node collections out of the bundled contract (operations tagged x-collection/x-action):
// their operationIds, entity schema with component refs inlined, create/update fields, sort and filters,
// and the registry's x-ref/x-unique keywords wherever the contract carries them.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const refName = (value: unknown) =>
  isObject(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
const ACTIONS = ['list', 'get', 'create', 'update', 'patch', 'delete', 'search'] as const;
type Action = (typeof ACTIONS)[number];
// The keywords the screens use (generated resource-types.ts declares them); documentation keywords are left
// out: the screens take their words from the i18n namespace, not the contract.
const KEPT = new Set(
  'type title enum const format pattern minLength maxLength minimum maximum minItems maxItems uniqueItems minProperties items properties required additionalProperties readOnly writeOnly default oneOf anyOf x-ref x-currency x-collection-name x-field-of x-value-of x-change-values x-icon x-module-role x-picture x-epoch-ms x-bytes'.split(
    ' ',
  ),
);

const SUBSCHEMAS = new Set(['items', 'oneOf', 'anyOf', 'additionalProperties']);

export interface ContractCollection {
  name: string;
  tag: string;
  operations: Partial<Record<Action, string>>;
  meta: Json;
}

function inline(schema: unknown, schemas: Json, depth = 0): unknown {
  if (depth > 12) throw new Error('schema nesting too deep (recursive entity?)');
  if (Array.isArray(schema)) return schema.map((item) => inline(item, schemas, depth + 1));
  if (!isObject(schema)) return schema;
  const name = refName(schema);
  const base = name === undefined ? {} : (inline(schemas[name], schemas, depth + 1) as Json);
  const own = Object.entries(schema).filter(([key]) => KEPT.has(key));
  // A component's own title is its type name, not the field's: only the entity keeps one.
  const merged: Json = { ...base };
  if (name !== undefined) delete merged.title;
  // Under `properties` the keys are field names, not keywords: keep them all.
  for (const [key, value] of own)
    merged[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([field, sub]) => [field, inline(sub, schemas, depth + 1)]))
        : SUBSCHEMAS.has(key)
          ? inline(value, schemas, depth + 1)
          : value;
  return merged;
}

function responseSchema(operation: Json): string | undefined {
  const ok = (operation.responses as Json | undefined)?.['200'];
  const content = isObject(ok) ? (ok.content as Json | undefined) : undefined;
  return refName((content?.['application/json'] as Json | undefined)?.schema);
}

function bodySchema(operation: Json, schemas: Json): Json | undefined {
  const body = operation.requestBody as Json | undefined;
  const content = body?.content as Json | undefined;
  const name = refName((content?.['application/json'] as Json | undefined)?.schema);
  return name === undefined ? undefined : (schemas[name] as Json);
}

/** The fields a body sets: its server-managed ones (readOnly, accepted as a client sends them back) are no form's. */
const writableFields = (body: Json | undefined): string[] =>
  Object.entries((body?.properties as Json | undefined) ?? {})
    .filter(([, property]) => !(isObject(property) && property.readOnly === true))
    .map(([field]) => field);

/**
 * x-ref on a property (`x-ref: projects` or `{collection: projects}`), nested ones by their dotted path
 * (`factors.factorId`, list items transparent), or on the entity (`{field: collection}`).
 */
function readRefs(entity: Json): Record<string, string> {
  const refs: Record<string, string> = {};
  const target = (value: unknown) =>
    typeof value === 'string'
      ? value
      : isObject(value) && typeof value.collection === 'string'
        ? value.collection
        : undefined;
  const entityRefs = entity['x-ref'];
  if (isObject(entityRefs))
    for (const [field, value] of Object.entries(entityRefs)) {
      const collection = target(value);
      if (collection) refs[field] = collection;
    }
  const visit = (schema: Json, prefix: string, depth: number) => {
    if (depth > 6) return;
    for (const [field, property] of Object.entries((schema.properties as Json | undefined) ?? {})) {
      if (!isObject(property)) continue;
      const path = prefix ? `${prefix}.${field}` : field;
      const items = isObject(property.items) ? property.items : undefined;
      const collection = target(property['x-ref']) ?? target(items?.['x-ref']);
      if (collection) refs[path] = collection;
      visit(property, path, depth + 1);
      if (items) visit(items, path, depth + 1);
    }
  };
  visit(entity, '', 0);
  return refs;
}

export function readCollections(contract: unknown): ContractCollection[] {
  if (!isObject(contract) || !isObject(contract.paths) || !isObject(contract.components))
    throw new Error('not a contract');
  const schemas = contract.components.schemas as Json;
  const parameters = contract.components.parameters as Json;
  const found = new Map<string, { tag: string; ops: Partial<Record<Action, Json & { operationId: string }>> }>();
  for (const item of Object.values(contract.paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation['x-collection'] !== 'string') continue;
      const action = operation['x-action'] as Action;
      if (!ACTIONS.includes(action)) continue;
      const entry = found.get(operation['x-collection']) ?? { tag: (operation.tags as string[])[0] ?? '', ops: {} };
      entry.ops[action] = operation as Json & { operationId: string };
      found.set(operation['x-collection'], entry);
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { tag, ops }]) => {
      const search = ops.search;
      if (!search) throw new Error(`collection ${name} has no search operation`);
      const pageName = responseSchema(search);
      const page = pageName ? (schemas[pageName] as Json) : undefined;
      const entityName =
        (ops.get && responseSchema(ops.get)) ??
        refName(((page?.properties as Json | undefined)?.items as Json | undefined)?.items);
      if (!entityName) throw new Error(`collection ${name}: no entity schema`);
      const rawEntity = schemas[entityName] as Json;
      const entity = inline(rawEntity, schemas) as Json;
      const input = ops.create ? bodySchema(ops.create, schemas) : undefined;
      const changes = ops.update ? bodySchema(ops.update, schemas) : undefined;
      const params = ((search.parameters as Json[] | undefined) ?? []).map((p) =>
        refName(p) ? (parameters[refName(p) as string] as Json) : p,
      );
      const sort = params.find((p) => p.name === 'sort')?.schema as Json | undefined;
      // The registry's keywords sit on the entity or on its create/update bodies.
      const unique = rawEntity['x-unique'] ?? input?.['x-unique'] ?? changes?.['x-unique'] ?? [];
      const meta: Json = {
        schema: entityName,
        tag,
        actions: ACTIONS.filter((action) => ops[action] !== undefined),
        entity,
        createFields: writableFields(input),
        createRequired: (input?.required as string[] | undefined) ?? [],
        updateFields: writableFields(changes),
        sortFields: (sort?.enum as string[] | undefined) ?? [],
        ...(typeof sort?.default === 'string' ? { defaultSort: sort.default } : {}),
        filters: params
          .filter((p) => isObject(p['x-filter']))
          .map((p) => {
            const filter = p['x-filter'] as Json;
            return { name: p.name as string, field: filter.field as string, match: filter.match as string };
          }),
        unique: Array.isArray(unique) ? unique.filter((f): f is string => typeof f === 'string') : [],
        refs: { ...readRefs(rawEntity), ...readRefs(changes ?? {}), ...readRefs(input ?? {}) },
        webReadable: JSON.stringify(search.security ?? []).includes('webBearer'),
      };
      const operations = Object.fromEntries(Object.entries(ops).map(([action, op]) => [action, op.operationId]));
      return { name, tag, operations, meta };
    });
}
