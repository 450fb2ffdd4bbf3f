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

export function docsDocument(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document) as unknown as { paths: Record<string, Json> };
  for (const item of Object.values(copy.paths)) {
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters' && Array.isArray(value)) {
        item[key] = value.map((parameter) => resolveParameter(document, parameter));
      } else if (typeof value === 'object' && value !== null && Array.isArray((value as Json).parameters)) {
        const operation = value as { parameters: unknown[] };
        operation.parameters = operation.parameters.map((parameter) => resolveParameter(document, parameter));
      }
    }
  }
  return copy as unknown as OpenApiDocument;
}
