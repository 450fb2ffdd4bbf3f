// The contract as the interactive docs get it: as OpenAPI 3.0 (docs-oas30.ts: Swagger UI shows it in half the
// time), with parameter references resolved in place. Swagger UI (OAS 3.1) left a path-level `$ref` parameter
// unresolved in "Try it out" (shown as an unnamed `any` field), so `{userKind}` could not be filled; a document
// the 3.0 conversion refuses is shown as 3.1, so the references stay resolved. The served /openapi.json keeps
// its references and its version.
import type { OpenApiDocument } from '../contract/load.ts';
import { documentAs30, Oas30Unsupported } from './docs-oas30.ts';

type Json = { [key: string]: unknown };

export const CONVERTED_NOTE =
  '*This page shows the contract converted to OpenAPI 3.0, which it renders in half the time. The contract ' +
  'itself is OpenAPI 3.1: [/openapi.json](/openapi.json), [/openapi.yaml](/openapi.yaml).*';

function resolveParameter(document: OpenApiDocument, parameter: unknown): unknown {
  const ref = (parameter as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/parameters/')) return parameter;
  const name = ref.slice('#/components/parameters/'.length);
  const components = (document as unknown as { components?: { parameters?: Json } }).components;
  return components?.parameters?.[name] ?? parameter;
}

/**
 * Made on the first docs request (docs-app.ts), never at start. Never changes the served contract: the
 * parameters are resolved in copies of the path items, and the 3.0 conversion copies what it converts.
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
  const resolved = { ...document, paths } as OpenApiDocument;
  try {
    const converted = documentAs30(resolved);
    // The page names the URL it read (/docs/json): say where the contract itself is, and in which version.
    const { description: own } = converted.info as { description?: string };
    const description = [CONVERTED_NOTE, own].filter(Boolean).join('\n\n');
    return { ...converted, info: { ...converted.info, description } } as OpenApiDocument;
  } catch (error) {
    if (error instanceof Oas30Unsupported) return resolved;
    throw error;
  }
}
