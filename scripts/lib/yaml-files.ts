// Reading and writing the contract's YAML files, with $ref resolution between them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const cache = new Map<string, Json>();

export function readYaml(file: string): Json {
  const absolute = resolve(file);
  let value = cache.get(absolute);
  if (value === undefined) {
    value = parse(readFileSync(absolute, 'utf8')) as Json;
    cache.set(absolute, value);
  }
  return value;
}

export function writeYaml(file: string, value: unknown, header: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const body = stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
  writeFileSync(file, `${header}\n${body}`);
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pointerGet(value: Json, pointer: string): Json | undefined {
  let current: Json | undefined = value;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    current = isObject(current) ? current[key] : Array.isArray(current) ? current[Number(key)] : undefined;
  }
  return current;
}

export function escapePointerToken(token: string): string {
  return encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1')).replaceAll('%7E', '~');
}

/** Follows `$ref`s (file#pointer, relative to `file`) until a schema without one. */
export function resolveSchema(schema: Json | undefined, file: string): { schema: JsonObject; file: string } {
  let current = schema;
  let currentFile = resolve(file);
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop near ${currentFile}`);
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target !== '') currentFile = resolve(dirname(currentFile), target);
    current = pointerGet(readYaml(currentFile), pointer);
  }
  if (!isObject(current)) throw new Error(`Cannot resolve schema in ${currentFile}`);
  return { schema: current, file: currentFile };
}
