// A body property that takes other forms besides its value (a form's text, null) is an `anyOf` whose first member
// is the value, the field's words and marks (`x-*`) beside it: `npm run generate` writes them so
// (scripts/lib/body-forms.ts). What reads a field's rules (references, names, text forms) reads its value form.
import type { SchemaObject } from './load.ts';

export function valueForm(
  property: SchemaObject,
  resolve: (schema: unknown) => SchemaObject | undefined,
): SchemaObject {
  const { anyOf, ...marks } = property;
  const value = Array.isArray(anyOf) ? resolve(anyOf[0]) : undefined;
  return value === undefined ? property : { ...value, ...marks };
}

/** Whether the property takes, beside its value, a form `is` says of (its null form: `form.type === 'null'`). */
export function takesForm(
  property: SchemaObject | undefined,
  resolve: (schema: unknown) => SchemaObject | undefined,
  is: (form: SchemaObject) => boolean,
): boolean {
  const forms = (property?.anyOf as unknown[] | undefined) ?? [];
  return forms.slice(1).some((form) => {
    const resolved = resolve(form);
    return resolved !== undefined && is(resolved);
  });
}

export const isNullForm = (form: SchemaObject) => form.type === 'null';

const holdsNull = (schema: SchemaObject | undefined) =>
  schema?.type === 'null' || (Array.isArray(schema?.type) && schema.type.includes('null'));

/**
 * Whether the property takes null: as a form of its own (an optional field's "no value"), or as a value it holds (a
 * tree's link to its parent, null at a root: `type: [string, "null"]`).
 */
export function takesNull(
  property: SchemaObject | undefined,
  resolve: (schema: unknown) => SchemaObject | undefined,
): boolean {
  return (
    property !== undefined && (holdsNull(valueForm(property, resolve)) || takesForm(property, resolve, isNullForm))
  );
}
