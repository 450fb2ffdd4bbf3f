// Loads the bundled contract (generated/openapi.json) and lists its operations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../project-paths.ts';

export type SchemaObject = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  'x-filter'?: { field: string; match: 'contains' | 'equals' | 'includes' | 'from' | 'to' };
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: SchemaObject }> } | { $ref: string };
  responses: Record<
    string,
    { $ref: string } | { description: string; content?: Record<string, { schema: SchemaObject }> }
  >;
  'x-collection'?: string;
  'x-action'?: string;
  'x-mock-delay'?: number;
  /** A GET that changes the mock's state (the template's mark-all-as-read): it answers no HEAD. */
  'x-changes-state'?: boolean;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  /** Query parameters every operation takes and ignores (a cache-buster). */
  'x-ignored-query-parameters'?: string[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

export const CONTRACT_FILE = join(projectRoot, 'generated', 'openapi.json');

export function loadContract(file = CONTRACT_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Resolves a local `#/...` reference; other values are returned as they are. */
export function deref<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; typeof current === 'object' && current !== null && '$ref' in current; hops++) {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/') || hops > 10) throw new Error(`Unresolvable $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      );
  }
  return current as T;
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = deref(document, rawItem) as Record<string, unknown>;
    const shared = ((item.parameters as ParameterObject[] | undefined) ?? []).map((p) => deref(document, p));
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (operation === undefined) continue;
      const own = (operation.parameters ?? []).map((p) => deref<ParameterObject>(document, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      operations.push({ method, path, operation, parameters });
    }
  }
  return operations;
}
