// Reads the text forms of numbers and flags that real clients send from HTML forms, where the contract's bodies
// mark a field `x-from-text` (npm run generate marks every number, integer and flag of a collection's bodies):
// "1250.5" is the number 1250.5, "" in a number is no value (the field is left out, so a required one is missing),
// "true" or "on" (a ticked check box) is true, "false" or "" (an unticked one) false. Which texts are taken, and what
// a flag's text means, is the contract's: its text forms' patterns (a flag's form says its value in `x-means`) and
// its empty form (`maxLength: 0`), so the server takes no more and no less than the contract says. It runs before the body is validated, so the field's own rules (minimum, integer,
// required) judge the value meant; text that means no such value is left as it is, for the validation to refuse
// it naming the field.

import type { SchemaObject } from './load.ts';
import { CONTRACT_SCHEMA_ID } from './route-schema.ts';
import { valueForm } from './value-form.ts';

type Kind = 'number' | 'integer' | 'boolean';
/** A text form: the texts it takes and, for a flag's, the value they mean. */
interface TextForm {
  text: RegExp;
  means?: boolean;
}
/** A field read from text: its kind, its text forms, and whether "" is its empty form (no value). */
interface TextField {
  kind: Kind;
  forms: TextForm[];
  empty: boolean;
}
/** Per field: how it is read, or the plan of the object it holds (a list's items for a list of objects). */
export type TextPlan = Map<string, TextField | { each: boolean; plan: TextPlan }>;

function deref(schema: unknown, contract: SchemaObject, hops = 0): SchemaObject | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return schema as SchemaObject;
  if (hops > 20) return undefined;
  const pointer = ref.startsWith(CONTRACT_SCHEMA_ID) ? ref.slice(CONTRACT_SCHEMA_ID.length) : ref;
  if (!pointer.startsWith('#/')) return undefined;
  const target = pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
  return deref(target, contract, hops + 1);
}

/** How a marked field is read, from its declared forms: those with a pattern, and an empty one. */
function textField(kind: Kind, declared: SchemaObject | undefined, contract: SchemaObject): TextField | undefined {
  const declaredForms = ((declared?.anyOf as unknown[] | undefined) ?? [])
    .slice(1)
    .map((form) => deref(form, contract));
  const forms = declaredForms.flatMap((form): TextForm[] => {
    if (typeof form?.pattern !== 'string') return [];
    const means = form['x-means'];
    return [{ text: new RegExp(form.pattern, 'u'), ...(typeof means === 'boolean' ? { means } : {}) }];
  });
  // A flag's form that says no value would be read as nothing: it is not taken.
  const usable = kind === 'boolean' ? forms.filter((form) => form.means !== undefined) : forms;
  if (usable.length === 0) return undefined;
  return { kind, forms: usable, empty: declaredForms.some((form) => form?.maxLength === 0) };
}

/** The fields of a body schema to read from text, or undefined when it marks none (most bodies). */
export function textPlan(schema: unknown, contract: SchemaObject, depth = 0): TextPlan | undefined {
  const resolved = deref(schema, contract);
  const properties = resolved?.properties as Record<string, unknown> | undefined;
  if (properties === undefined || depth > 8) return undefined;
  const plan: TextPlan = new Map();
  for (const [name, raw] of Object.entries(properties)) {
    const declared = deref(raw, contract);
    const property = declared && valueForm(declared, (schema) => deref(schema, contract));
    const kind = property?.['x-from-text'];
    if (kind === 'number' || kind === 'integer' || kind === 'boolean') {
      const field = textField(kind, declared, contract);
      if (field !== undefined) plan.set(name, field);
      continue;
    }
    const nested =
      property?.type === 'array'
        ? { each: true, plan: textPlan(property.items, contract, depth + 1) }
        : { each: false, plan: textPlan(property, contract, depth + 1) };
    if (nested.plan !== undefined) plan.set(name, { each: nested.each, plan: nested.plan });
  }
  return plan.size > 0 ? plan : undefined;
}

/** The value `text` means for `field`; `undefined` for "no value"; the text itself when it means none. */
function fromText(text: string, field: TextField): unknown {
  if (field.empty && text === '') return undefined;
  const form = field.forms.find((candidate) => candidate.text.test(text));
  if (form === undefined) return text;
  if (field.kind === 'boolean') return form.means;
  // A number too large to hold ("1e309") is read as Infinity, which the validation refuses as no number: left as
  // text, it would pass as the text form it is.
  return Number(text);
}

/** Reads the marked fields of `body` (a parsed JSON body, changed in place) as the values they mean. */
export function readTextValues(body: unknown, plan: TextPlan): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [name, rule] of plan) {
    const value = record[name];
    if (value === undefined) continue;
    if ('kind' in rule) {
      if (typeof value !== 'string') continue;
      const read = fromText(value, rule);
      if (read === undefined) delete record[name];
      else record[name] = read;
    } else if (rule.each) {
      if (Array.isArray(value)) for (const item of value) readTextValues(item, rule.plan);
    } else {
      readTextValues(value, rule.plan);
    }
  }
}
