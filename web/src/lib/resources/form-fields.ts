// Schema → form: the fields a create or update form shows, from the contract's create/update bodies, with
// nested objects as groups of fields and lists of objects as repeatable groups.
import type { CollectionContract, JsonSchema } from '@api/resources/resource-types';
import { type FieldKind, fieldKind } from './field-kind';

export type FormMode = 'create' | 'update';

export interface FormField {
  /** Dotted path in the form values (inside a list item: relative to the item). */
  path: string;
  /** The property name (its label key). */
  name: string;
  /** Dotted path in the schema, list items transparent (`factors.factorId`): the key of its x-ref. */
  schemaPath: string;
  kind: FieldKind;
  schema: JsonSchema;
  required: boolean;
  readOnly: boolean;
  /** Fields of a nested object, or of each item of a list of objects. */
  children?: FormField[];
}

interface Place {
  prefix: string;
  schemaPrefix: string;
  required: boolean;
  readOnly: boolean;
}

function toField(name: string, schema: JsonSchema, place: Place): FormField {
  const path = place.prefix ? `${place.prefix}.${name}` : name;
  const schemaPath = place.schemaPrefix ? `${place.schemaPrefix}.${name}` : name;
  const kind = fieldKind(schema);
  const field: FormField = { path, name, schemaPath, kind, schema, required: place.required, readOnly: place.readOnly };
  if (kind === 'object') field.children = childFields(schema, path, schemaPath, place.readOnly);
  if (kind === 'objectList') field.children = childFields(schema.items ?? {}, '', schemaPath, place.readOnly);
  return field;
}

function childFields(schema: JsonSchema, prefix: string, schemaPrefix: string, readOnly: boolean): FormField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, child]) => !child.readOnly)
    .map(([name, child]) => toField(name, child, { prefix, schemaPrefix, required: required.has(name), readOnly }));
}

export interface FormFieldOptions {
  entity: JsonSchema;
  createFields: readonly string[];
  createRequired: readonly string[];
  updateFields: readonly string[];
  readOnly?: readonly string[];
}

/** A collection's form fields: those of its contract, with those its declaration keeps read-only. */
export function collectionFormFields(
  definition: { contract: CollectionContract; declaration: { readOnly?: readonly string[] } },
  mode: FormMode,
): FormField[] {
  return formFields({ ...definition.contract, readOnly: definition.declaration.readOnly }, mode);
}

/** The top-level fields of the form; in an update, the entity's required fields stay required (no clearing). */
export function formFields(options: FormFieldOptions, mode: FormMode): FormField[] {
  const names = mode === 'create' ? options.createFields : options.updateFields;
  const required = new Set(mode === 'create' ? options.createRequired : (options.entity.required ?? []));
  const readOnly = new Set(options.readOnly ?? []);
  const properties = options.entity.properties ?? {};
  return names.flatMap((name) => {
    const schema = properties[name];
    const place = { prefix: '', schemaPrefix: '', required: required.has(name), readOnly: readOnly.has(name) };
    return schema ? [toField(name, schema, place)] : [];
  });
}
