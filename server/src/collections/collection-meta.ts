// What the generic CRUD needs to know about each /api/node collection, read from the
// contract's generated operations (x-collection / x-action) and entity schemas.
import { deref, listOperations, type OpenApiDocument, type SchemaObject } from '../contract/load.ts';

export interface Filter {
  param: string;
  field: string;
  match: 'contains' | 'equals' | 'includes';
}

export interface WebOwner {
  field: string;
  is: 'user' | 'person';
}

export interface CollectionMeta {
  name: string;
  entity: string;
  /** Fields stored but never returned (passwords). */
  writeOnly: string[];
  hasTimestamps: boolean;
  filters: Filter[];
  defaultSort: string | undefined;
  textFields: string[];
  /** Which records a web user owns (see the registry's `webOwner`). */
  webOwner: WebOwner | undefined;
  /** Field holding a module: web users see only records of the modules they hold. */
  webModule: string | undefined;
}

export interface CollectionOperation {
  operationId: string;
  action: string;
  meta: CollectionMeta;
}

function entityOf(document: OpenApiDocument, responseSchema: SchemaObject): { name: string; schema: SchemaObject } {
  const target = (responseSchema.items ?? responseSchema) as { $ref?: string };
  const ref = target.$ref ?? '';
  const name = ref.split('/').pop() ?? '';
  return { name, schema: deref<SchemaObject>(document, { $ref: ref }) };
}

export function collectionOperations(document: OpenApiDocument): CollectionOperation[] {
  const metas = new Map<string, CollectionMeta>();
  const result: CollectionOperation[] = [];
  const operations = listOperations(document).filter(({ operation }) => operation['x-collection'] !== undefined);
  // Entities come from the single-record answers (get, create, update...).
  for (const { operation } of operations) {
    const name = operation['x-collection'] as string;
    if (metas.has(name) || operation['x-action'] === 'search') continue;
    const ok = deref(document, operation.responses['200'] as { content: Record<string, { schema: SchemaObject }> });
    const schema = ok.content['application/json']?.schema;
    if (schema === undefined) continue;
    const entity = entityOf(document, schema);
    const properties = (entity.schema.properties ?? {}) as Record<string, SchemaObject>;
    const resolved = Object.entries(properties).map(
      ([field, property]) => [field, { ...deref<SchemaObject>(document, property), ...property }] as const,
    );
    metas.set(name, {
      name,
      entity: entity.name,
      writeOnly: resolved.filter(([, property]) => property.writeOnly === true).map(([field]) => field),
      hasTimestamps: 'createdAt' in properties && 'updatedAt' in properties,
      filters: [],
      defaultSort: undefined,
      webOwner: operation['x-web-owner'] as WebOwner | undefined,
      webModule: operation['x-web-module'] as string | undefined,
      textFields: resolved
        .filter(
          ([, property]) => property.type === 'string' && property.writeOnly !== true && property.format === undefined,
        )
        .map(([field]) => field),
    });
  }
  for (const { operation, parameters } of operations) {
    const meta = metas.get(operation['x-collection'] as string);
    if (meta === undefined)
      throw new Error(`${operation.operationId}: cannot tell the entity of ${operation['x-collection']}`);
    if (operation['x-action'] === 'search') {
      for (const parameter of parameters) {
        const filter = parameter['x-filter'];
        if (filter !== undefined)
          meta.filters.push({ param: parameter.name, field: filter.field, match: filter.match });
        if (parameter.name === 'sort')
          meta.defaultSort = (parameter.schema?.default as string | undefined) ?? undefined;
      }
    }
    result.push({ operationId: operation.operationId, action: operation['x-action'] as string, meta });
  }
  return result;
}
