// The contract as the interactive docs get it: parameter references resolved in place. Swagger UI (OAS 3.1)
// leaves a path-level `$ref` parameter unresolved in "Try it out" (shown as an unnamed `any` field), so
// `{userKind}` could not be filled; the served /openapi.json keeps its references.
import type { OpenApiDocument } from '../contract/load.ts';

type Json = { [key: string]: unknown };

function resolveParameter(document: OpenApiDocument, parameter: unknown): unknown {
  const ref = (parameter as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/parameters/')) return parameter;
  const name = ref.slice('#/components/parameters/'.length);
  const components = (document as unknown as { components?: { parameters?: Json } }).components;
  return components?.parameters?.[name] ?? parameter;
}

/**
 * Copies only what changes (paths, path items, operations with parameters) and shares the rest with the
 * served contract: a deep copy of the whole contract cost ~0.2 s of every start and a second copy in memory.
 */
export function docsDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Json> = {};
  for (const [path, original] of Object.entries(document.paths as Record<string, Json>)) {
    const item: Json = { ...original };
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters' && Array.isArray(value)) {
        item[key] = value.map((parameter) => resolveParameter(document, parameter));
      } else if (typeof value === 'object' && value !== null && Array.isArray((value as Json).parameters)) {
        const operation = value as { parameters: unknown[] };
        item[key] = {
          ...operation,
          parameters: operation.parameters.map((parameter) => resolveParameter(document, parameter)),
        };
      }
    }
    paths[path] = item;
  }
  return { ...document, paths } as OpenApiDocument;
}
