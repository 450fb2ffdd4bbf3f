// A registry entry's entity schema as the generator reads it (openapi/components/schemas/entities), and copies of
// its properties for the generated files, with their file refs rewritten for where those files live.
import { dirname, relative, resolve } from 'node:path';
import { isObject, type Json, type JsonObject, pointerGet, readYaml, resolveSchema } from './yaml-files.ts';

export interface Entity {
  file: string;
  properties: Record<string, JsonObject>;
  required: string[];
}

export function readEntity(entitiesDir: string, schema: string): Entity {
  const file = `${entitiesDir}/${schema}.yaml`;
  const { schema: entity } = resolveSchema({ $ref: file }, file);
  if (!isObject(entity.properties)) throw new Error(`${schema}: no properties`);
  const properties = entity.properties as Record<string, JsonObject>;
  if (!properties._id) throw new Error(`${schema}: every record needs an _id`);
  const required = Array.isArray(entity.required) ? (entity.required as string[]) : [];
  return { file, properties, required };
}

/**
 * A copy of a schema taken from `fromFile`, with its relative file refs rewritten for the
 * generated file, which lives in openapi/generated/node/. Copying (rather than referencing a
 * pointer inside another file) keeps the bundled contract free of anonymous duplicates.
 */
function relocate(value: Json, fromFile: string, generatedDir: string): Json {
  if (Array.isArray(value)) return value.map((item) => relocate(item, fromFile, generatedDir));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) {
      const [target = '', pointer] = child.split('#');
      const absolute = resolve(dirname(fromFile), target);
      copy[key] = relative(generatedDir, absolute) + (pointer === undefined ? '' : `#${pointer}`);
    } else {
      copy[key] = relocate(child, fromFile, generatedDir);
    }
  }
  return copy;
}

export function propertyCopy(entity: Entity, pointer: string, generatedDir: string): JsonObject {
  const value = pointerGet(readYaml(entity.file), `/properties/${pointer}`);
  if (!isObject(value)) throw new Error(`${entity.file}: no property ${pointer}`);
  const { readOnly: _readOnly, ...rest } = relocate(value, entity.file, generatedDir) as JsonObject;
  return rest;
}

/** The fields a search may sort by: plain values, never arrays, objects or write-only fields. */
export const sortable = (entity: Entity) =>
  Object.entries(entity.properties)
    .filter(([, property]) => {
      const resolved = resolveSchema(property, entity.file).schema;
      return resolved.type !== 'array' && resolved.type !== 'object' && property.writeOnly !== true;
    })
    .map(([name]) => name);
