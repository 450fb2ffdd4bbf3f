// What the generic CRUD needs to know about each /api/node collection, read from the
// contract's generated operations (x-collection / x-action) and entity schemas.
import {
  deref,
  listOperations,
  type OpenApiDocument,
  type OperationObject,
  type SchemaObject,
} from '../contract/load.ts';
import { isNullForm, takesForm, valueForm } from '../contract/value-form.ts';

export interface Filter {
  param: string;
  field: string;
  match: 'contains' | 'equals' | 'includes' | 'from' | 'to';
  /** The query parameter's schema as the contract declares it (a saved view's value is checked against it). */
  schema: SchemaObject;
}

/** A web user sees the record only if a `collection` record they may read has `match` equal to its `field`. */
export interface WebVia {
  field: string;
  collection: string;
  match: string;
}

export interface WebOwner {
  field: string;
  is: 'user' | 'person';
}

/** A field holding `_id`s of another collection (the contract's `x-ref`). */
export interface Reference {
  /** Dotted path; arrays on the way are walked element by element. */
  field: string;
  collection: string;
  /** A parent link that may never loop back to the record. */
  tree: boolean;
}

/** A field naming a part of the contract, checked on every write: an `/api/node` collection (`x-collection-name`),
 * fields of the collection another property names, usable as columns, filters or the sort (`x-field-of`), or a
 * value of the filter a sibling property names, in the collection a root property names (`x-value-of`). */
export type NameRule =
  | { field: string; kind: 'collection' }
  | { field: string; kind: 'field'; of: string; as: 'columns' | 'filters' | 'sort' }
  | { field: string; kind: 'value'; of: string; filter: string; operator: string };

export interface CollectionMeta {
  name: string;
  entity: string;
  /** Fields stored but never returned (passwords). */
  writeOnly: string[];
  /** Fields the server sets (`_id`, stamps): a client may send them back as read; they are never written from a body. */
  serverManaged: string[];
  /** The fields a write body takes as a null form (an optional one the record never holds as null): no value in a
   * create, removed by an update. */
  removable: Set<string>;
  hasTimestamps: boolean;
  filters: Filter[];
  defaultSort: string | undefined;
  textFields: string[];
  /** Which records a web user owns (see the registry's `webOwner`). */
  webOwner: WebOwner | undefined;
  /** Field holding a module: web users see only records of the modules they hold. */
  webModule: string | undefined;
  /** Web users see a record only through a readable record of another collection (`x-web-via`). */
  webVia: WebVia | undefined;
  /** Fields no two records share, ignoring case (the contract's `x-unique`). */
  unique: string[];
  references: Reference[];
  names: NameRule[];
  /** Every field path of the entity, nested objects' fields dotted (`budget.amount`). */
  fieldPaths: string[];
  /** The fields its search sorts by (the `sort` parameter's values). */
  sortFields: string[];
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

interface Field {
  /** Dotted path from the body's root. */
  field: string;
  /** The property as written (marks beside a `$ref` are here). */
  raw: SchemaObject;
  /** The property resolved; for a list, its items. */
  inner: SchemaObject;
}

/** A schema's own properties, with their dotted paths under `prefix`. */
function fieldsOf(document: OpenApiDocument, schema: SchemaObject, prefix: string): Field[] {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  return Object.entries(properties).map(([name, raw]) => {
    const property = valueForm(deref<SchemaObject>(document, raw), (schema) =>
      deref<SchemaObject>(document, schema as SchemaObject),
    );
    const inner = property.type === 'array' ? deref<SchemaObject>(document, property.items as SchemaObject) : property;
    return { field: prefix === '' ? name : `${prefix}.${name}`, raw, inner };
  });
}

/** The `x-ref` marks of a write body's properties, at any depth. */
function referencesOf(document: OpenApiDocument, schema: SchemaObject, prefix = ''): Reference[] {
  return fieldsOf(document, schema, prefix).flatMap(({ field, raw, inner }) => {
    const mark = raw['x-ref'] as { collection: string; tree?: boolean } | undefined;
    if (mark !== undefined) return [{ field, collection: mark.collection, tree: mark.tree === true }];
    return inner.type === 'object' ? referencesOf(document, inner, field) : [];
  });
}

/** The `x-collection-name`, `x-field-of` and `x-value-of` marks of a write body's properties (on a list: on its
 * items), at any depth. */
function namesOf(document: OpenApiDocument, schema: SchemaObject, prefix = ''): NameRule[] {
  return fieldsOf(document, schema, prefix).flatMap(({ field, inner }): NameRule[] => {
    if (inner['x-collection-name'] === true) return [{ field, kind: 'collection' }];
    const fieldOf = inner['x-field-of'] as { collection: string; as: 'columns' | 'filters' | 'sort' } | undefined;
    if (fieldOf !== undefined) return [{ field, kind: 'field', of: fieldOf.collection, as: fieldOf.as }];
    const valueMark = inner['x-value-of'] as { collection: string; field: string; operator: string } | undefined;
    if (valueMark !== undefined)
      return [
        { field, kind: 'value', of: valueMark.collection, filter: valueMark.field, operator: valueMark.operator },
      ];
    return inner.type === 'object' ? namesOf(document, inner, field) : [];
  });
}

/** The dotted paths of a schema's fields, nested objects (and objects in lists) included. */
function fieldPathsOf(document: OpenApiDocument, schema: SchemaObject, prefix = ''): string[] {
  return fieldsOf(document, schema, prefix).flatMap(({ field, inner }) => [
    field,
    ...(inner.type === 'object' ? fieldPathsOf(document, inner, field) : []),
  ]);
}

function integrityOf(
  document: OpenApiDocument,
  operation: OperationObject,
): Pick<CollectionMeta, 'unique' | 'references' | 'names'> {
  const body = operation.requestBody === undefined ? undefined : deref(document, operation.requestBody);
  const schema = body?.content['application/json']?.schema;
  if (schema === undefined) return { unique: [], references: [], names: [] };
  const resolved = deref<SchemaObject>(document, schema);
  return {
    unique: (resolved['x-unique'] as string[] | undefined) ?? [],
    references: referencesOf(document, resolved),
    names: namesOf(document, resolved),
  };
}

/** The fields of a write body that take a null form beside their value (`anyOf: [value, ..., {type: null}]`). */
function nullFormsOf(document: OpenApiDocument, operation: OperationObject): string[] {
  const action = operation['x-action'];
  if ((action !== 'create' && action !== 'update') || operation.requestBody === undefined) return [];
  const schema = deref(document, operation.requestBody).content['application/json']?.schema;
  const properties = (schema && deref<SchemaObject>(document, schema).properties) as
    | Record<string, SchemaObject>
    | undefined;
  const resolve = (schema: unknown) => deref<SchemaObject>(document, schema as SchemaObject);
  return Object.entries(properties ?? {})
    .filter(([, property]) => takesForm(property, resolve, isNullForm))
    .map(([field]) => field);
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
      serverManaged: resolved.filter(([, property]) => property.readOnly === true).map(([field]) => field),
      removable: new Set(),
      hasTimestamps: 'createdAt' in properties && 'updatedAt' in properties,
      filters: [],
      defaultSort: undefined,
      webOwner: operation['x-web-owner'] as WebOwner | undefined,
      webModule: operation['x-web-module'] as string | undefined,
      webVia: operation['x-web-via'] as WebVia | undefined,
      unique: [],
      references: [],
      names: [],
      fieldPaths: fieldPathsOf(document, entity.schema),
      sortFields: [],
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
    if (operation.requestBody !== undefined && meta.unique.length + meta.references.length + meta.names.length === 0) {
      Object.assign(meta, integrityOf(document, operation));
    }
    for (const field of nullFormsOf(document, operation)) meta.removable.add(field);
    if (operation['x-action'] === 'search') {
      for (const parameter of parameters) {
        const filter = parameter['x-filter'];
        if (filter !== undefined)
          meta.filters.push({
            param: parameter.name,
            field: filter.field,
            match: filter.match,
            schema: parameter.schema ?? {},
          });
        if (parameter.name === 'sort') {
          meta.defaultSort = (parameter.schema?.default as string | undefined) ?? undefined;
          meta.sortFields = ((parameter.schema?.enum as string[] | undefined) ?? []).map(String);
        }
      }
    }
    result.push({ operationId: operation.operationId, action: operation['x-action'] as string, meta });
  }
  return result;
}
