// The schemas a registry entry derives from its entity: the create body (Input), the partial update (Changes)
// and the search page (Page), with the integrity declarations (x-unique, x-ref) on their fields.

import { join } from 'node:path';
import { withForms } from './body-forms.ts';
import { type Entity, propertyCopy } from './collection-entity.ts';
import type { CollectionEntry, Reference } from './registry.ts';
import { acceptingText } from './text-values.ts';
import { isObject, type Json, type JsonObject, resolveSchema } from './yaml-files.ts';

export const ENTITIES = '../../components/schemas/entities';
export const ref = ($ref: string): JsonObject => ({ $ref });
const isReadOnly = (property: JsonObject) => property.readOnly === true;

/**
 * Marks a reference on the (copied) property it names: `x-ref: {collection, tree?}`. On an
 * array the mark means every element; dots reach into objects and arrays of objects.
 */
function markReference(entry: CollectionEntry, properties: JsonObject, reference: Reference): void {
  const [head = '', ...rest] = reference.field.split('.');
  let node: Json | undefined = properties[head];
  for (const name of rest) {
    if (isObject(node) && node.type === 'array') node = node.items;
    node = isObject(node) && isObject(node.properties) ? node.properties[name] : undefined;
  }
  if (!isObject(node)) {
    throw new Error(`${entry.path}: refs.${reference.field} is not an inline writable field`);
  }
  node['x-ref'] = { collection: reference.collection, ...(reference.tree ? { tree: true } : {}) };
}

/**
 * The server-managed fields (the entity's read-only ones) as real clients send them, marked `readOnly` so that
 * no form offers them: an empty model's `_id: null` on create, a read record sent back whole on update, with its
 * own `_id` and stamps. They are accepted and ignored; another record's `_id` is refused (`ID_MISMATCH`).
 */
function serverManaged(entity: Entity, generatedDir: string, body: 'create' | 'update'): Record<string, JsonObject> {
  const managed = Object.entries(entity.properties).filter(([, property]) => isReadOnly(property));
  return Object.fromEntries(
    managed.map(([name]): [string, JsonObject] => {
      if (name === '_id' && body === 'create') {
        return [
          name,
          {
            type: 'null',
            readOnly: true,
            description:
              "An empty model's id: accepted and ignored (the server assigns the id; any other value is refused).",
          },
        ];
      }
      const description =
        name === '_id'
          ? "The record's own id, as a read record carries it: accepted and ignored; another record's id is refused (400 `ID_MISMATCH`)."
          : 'Server-managed: accepted as read and ignored.';
      return [name, { ...propertyCopy(entity, name, generatedDir), readOnly: true, description }];
    }),
  );
}

/** Whether a schema takes null already: its type, or one of its forms. */
const takesNull = (property: JsonObject) =>
  property.type === 'null' ||
  (Array.isArray(property.type) && property.type.includes('null')) ||
  (Array.isArray(property.anyOf) && property.anyOf.some((form) => isObject(form) && form.type === 'null'));

/**
 * The optional fields taking `null` too, as a form sends an empty one (an empty model's fields are null): in a
 * create body it is no value (left out), in an update it removes the field (left out, it would keep its value
 * unseen). Required fields, write-only ones (a password) and those the entity holds as null already are left as
 * they are.
 */
function takingNull(
  entity: Entity,
  properties: Record<string, JsonObject>,
  body: 'create' | 'update',
): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]): [string, JsonObject] => {
      const declared = entity.properties[name];
      const { schema } = resolveSchema(declared, entity.file);
      if (
        entity.required.includes(name) ||
        declared?.writeOnly === true ||
        schema.writeOnly === true ||
        takesNull(schema)
      )
        return [name, property];
      const empty: JsonObject = {
        type: 'null',
        description: body === 'create' ? 'No value: the field is left out.' : 'Removes the field (an optional one).',
      };
      return [name, withForms(property, [empty])];
    }),
  );
}

const NESTED_EMPTY: JsonObject = {
  type: 'null',
  description: 'No value: the field is left out of its object.',
};

/**
 * The optional fields of a property's nested objects (and lists of objects) taking `null` too, as an empty model
 * sends them: no value, left out of the object. The body's own fields take theirs in takingNull, where null means
 * more in an update (the field is removed).
 */
function nestedTakingNull(property: JsonObject): JsonObject {
  if (property.type === 'array' && isObject(property.items)) {
    return { ...property, items: nestedTakingNull(property.items) };
  }
  if (property.type !== 'object' || !isObject(property.properties)) return property;
  const required = Array.isArray(property.required) ? property.required : [];
  const properties = Object.fromEntries(
    Object.entries(property.properties).map(([name, child]) => {
      if (!isObject(child)) return [name, child];
      const inner = nestedTakingNull(child);
      const optional = !required.includes(name) && inner.readOnly !== true && inner.writeOnly !== true;
      return [name, optional && !takesNull(inner) ? withForms(inner, [NESTED_EMPTY]) : inner];
    }),
  );
  return { ...property, properties };
}

export function inputSchemas(entry: CollectionEntry, entity: Entity, generatedDir: string): Record<string, JsonObject> {
  // A copied property's refs are relative to the generated file's folder.
  const readCopied = (property: JsonObject) => resolveSchema(property, join(generatedDir, 'copied.yaml')).schema;
  const writable = Object.entries(entity.properties).filter(([, property]) => !isReadOnly(property));
  const properties = Object.fromEntries(
    writable.map(([name]) => {
      const optional = !entity.required.includes(name);
      const property = acceptingText(propertyCopy(entity, name, generatedDir), optional, readCopied);
      return [name, nestedTakingNull(property)];
    }),
  );
  for (const reference of entry.references) markReference(entry, properties, reference);
  for (const field of entry.unique) {
    if (properties[field] === undefined) throw new Error(`${entry.path}: unique ${field} is not a writable field`);
  }
  const unique: JsonObject = entry.unique.length > 0 ? { 'x-unique': entry.unique } : {};
  const required = entity.required.filter((name) => writable.some(([writableName]) => writableName === name));
  return {
    [`${entry.schema}Input`]: {
      type: 'object',
      title: `${entry.schema}Input`,
      description: `Body that creates a ${entry.schema}. Server-managed fields (\`_id\`, timestamps) are set by the server: a client's empty model may carry \`_id: null\`, and read stamps are ignored; an optional field sent as \`null\` is left out.`,
      additionalProperties: false,
      ...unique,
      ...(required.length > 0 ? { required } : {}),
      properties: { ...takingNull(entity, properties, 'create'), ...serverManaged(entity, generatedDir, 'create') },
    },
    [`${entry.schema}Changes`]: {
      type: 'object',
      title: `${entry.schema}Changes`,
      description: `Partial update of a ${entry.schema}: the fields sent replace the stored ones (shallow merge); an optional field sent as \`null\` is removed. A record sent back as it was read is accepted: its server-managed fields are ignored.`,
      additionalProperties: false,
      ...unique,
      minProperties: 1,
      properties: { ...takingNull(entity, properties, 'update'), ...serverManaged(entity, generatedDir, 'update') },
    },
    [`${entry.schema}Page`]: {
      type: 'object',
      title: `${entry.schema}Page`,
      description: `One page of ${entry.plural} matching a search.`,
      additionalProperties: false,
      required: ['items', 'page', 'size', 'total', 'totalPages'],
      properties: {
        items: { type: 'array', items: ref(`${ENTITIES}/${entry.schema}.yaml`) },
        page: { type: 'integer', minimum: 0, description: 'Zero-based page number.' },
        size: { type: 'integer', minimum: 1 },
        total: { type: 'integer', minimum: 0, description: 'Records matching the search.' },
        totalPages: { type: 'integer', minimum: 0 },
      },
    },
  };
}
