// A body property that takes other forms besides its value (a form's text, null): `anyOf` with its value first,
// the words and marks about the field (`description`, `x-*` ...) kept beside it, where readers of the field find
// them. The server reads a field's value form as the first member (server/src/collections/collection-meta.ts).
import type { JsonObject } from './yaml-files.ts';

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const isAnnotation = (key: string) => ANNOTATIONS.has(key) || key.startsWith('x-');

/** `property` taking `forms` too; one that already takes other forms gets them after its own. */
export function withForms(property: JsonObject, forms: readonly JsonObject[], marks: JsonObject = {}): JsonObject {
  if (Array.isArray(property.anyOf)) return { ...property, ...marks, anyOf: [...property.anyOf, ...forms] };
  const kept = Object.entries(property).filter(([key]) => isAnnotation(key));
  const value = Object.fromEntries(Object.entries(property).filter(([key]) => !isAnnotation(key)));
  return { ...Object.fromEntries(kept), ...marks, anyOf: [value, ...forms] };
}
