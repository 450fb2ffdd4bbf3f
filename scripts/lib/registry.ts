// The collection registry (openapi/registry/collections.yaml), read and checked.
import { isObject, type Json, readYaml } from './yaml-files.ts';

export const ACTIONS = ['list', 'get', 'create', 'update', 'patch', 'delete', 'search'] as const;
export type Action = (typeof ACTIONS)[number];
export type WebAccess = 'none' | 'read' | 'write';

/** Which records a web user owns: `field` holds their webuser id (`user`) or person id (`person`). */
export interface WebOwner {
  field: string;
  is: 'user' | 'person';
}

/** A field holding `_id`s of another collection (each element, for an array). */
export interface Reference {
  /** Field path; dots reach into objects and arrays of objects (`factors.factorId`). */
  field: string;
  collection: string;
  /** A parent link: following it must never come back to the record (no cycles). */
  tree: boolean;
}

/** A web user sees the record only if a `collection` record they may read has `match` equal to its `field`. */
export interface WebVia {
  field: string;
  collection: string;
  match: string;
}

export interface CollectionEntry {
  path: string;
  schema: string;
  plural: string;
  summary: string;
  web: WebAccess;
  actions: Action[];
  filters: string[];
  defaultSort: string | undefined;
  webOwner: WebOwner | undefined;
  /** Field holding a module name: web users see only records of modules among their module roles. */
  webModule: string | undefined;
  /** Web users see a record only through a visible record of another collection. */
  webVia: WebVia | undefined;
  /** Fields whose values no two records share (compared without case). */
  unique: string[];
  references: Reference[];
}

const DEFAULT_ACTIONS: Action[] = ['list', 'get', 'create', 'update', 'search'];

function strings(value: Json | undefined, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${where} must be a list of strings`);
  }
  return value as string[];
}

export function readRegistry(file: string): CollectionEntry[] {
  const document = readYaml(file);
  const entries = isObject(document) ? document.collections : undefined;
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a "collections" list`);
  const seen = new Set<string>();
  return entries.map((raw, index) => {
    if (!isObject(raw)) throw new Error(`${file}: entry ${index} is not an object`);
    const { path, schema, summary } = raw;
    if (typeof path !== 'string' || !/^[a-z0-9]+$/.test(path)) throw new Error(`entry ${index}: bad path`);
    if (typeof schema !== 'string' || !/^[A-Z][A-Za-z0-9]+$/.test(schema)) throw new Error(`${path}: bad schema`);
    if (typeof summary !== 'string') throw new Error(`${path}: summary is required`);
    if (seen.has(path)) throw new Error(`${path}: listed twice`);
    seen.add(path);
    const web = raw.web ?? 'none';
    if (web !== 'none' && web !== 'read' && web !== 'write') throw new Error(`${path}: bad web access`);
    const actions = raw.actions === undefined ? DEFAULT_ACTIONS : strings(raw.actions, `${path}.actions`);
    for (const action of actions) {
      if (!(ACTIONS as readonly string[]).includes(action)) throw new Error(`${path}: unknown action ${action}`);
    }
    return {
      path,
      schema,
      plural: typeof raw.plural === 'string' ? raw.plural : `${schema}s`,
      summary,
      web,
      actions: actions as Action[],
      filters: strings(raw.filters, `${path}.filters`),
      defaultSort: typeof raw.defaultSort === 'string' ? raw.defaultSort : undefined,
      webOwner: readWebOwner(raw.webOwner, path),
      webModule: typeof raw.webModule === 'string' ? raw.webModule : undefined,
      webVia: readWebVia(raw.webVia, path),
      unique: strings(raw.unique, `${path}.unique`),
      references: readReferences(raw.refs, path),
    };
  });
}

function readWebOwner(value: Json | undefined, path: string): WebOwner | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.field !== 'string' || (value.is !== 'user' && value.is !== 'person')) {
    throw new Error(`${path}: webOwner must be { field, is: user | person }`);
  }
  return { field: value.field, is: value.is };
}

/** `refs: { field: collection }` or `{ field: { collection, tree: true } }`. */
function readReferences(value: Json | undefined, path: string): Reference[] {
  if (value === undefined) return [];
  if (!isObject(value)) throw new Error(`${path}: refs must map fields to collections`);
  return Object.entries(value).map(([field, target]) => {
    if (typeof target === 'string') return { field, collection: target, tree: false };
    if (isObject(target) && typeof target.collection === 'string') {
      return { field, collection: target.collection, tree: target.tree === true };
    }
    throw new Error(`${path}: refs.${field} must be a collection or { collection, tree }`);
  });
}

/** Every reference must name a registered collection, and a tree link its own collection. */
export function checkReferences(entries: CollectionEntry[]): void {
  const paths = new Set(entries.map((entry) => entry.path));
  for (const entry of entries) {
    for (const reference of entry.references) {
      if (!paths.has(reference.collection)) {
        throw new Error(`${entry.path}: refs.${reference.field} names unknown collection ${reference.collection}`);
      }
      if (reference.tree && reference.collection !== entry.path) {
        throw new Error(`${entry.path}: refs.${reference.field} is a tree link to another collection`);
      }
    }
  }
}

function readWebVia(value: Json | undefined, path: string): WebVia | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.field !== 'string' || typeof value.collection !== 'string') {
    throw new Error(`${path}: webVia must be { field, collection, match? }`);
  }
  return {
    field: value.field,
    collection: value.collection,
    match: typeof value.match === 'string' ? value.match : '_id',
  };
}
