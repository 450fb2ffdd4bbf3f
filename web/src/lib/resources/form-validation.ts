// Client validation from the contract: the body the form would send is checked with the operation's zod
// schema (Orval's output of the same contract); each issue becomes a message on its field, in the user's
// language. Required fields are also checked in updates, where the contract's body makes every field optional.
import type { ResourceBody } from '@api/resources/resource-types';
import type { ZodType } from 'zod';
import '../zod-config';
import type { FormField } from './form-fields';
import { type FormValues, InvalidJsonError } from './form-values';

/** A message key of the `collections` namespace (`ui.validation.*`) and its interpolation values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldMessages = Record<string, FieldMessage>;

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  /** An `invalid_union`'s issues, one list per member of the union. */
  errors?: readonly (readonly Issue[])[];
}

export function issueMessage(issue: Issue): FieldMessage {
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'required' : 'type' };
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'minLength', values: { count: limit(issue.minimum) } };
      if (issue.origin === 'array') return { key: 'minItems', values: { count: limit(issue.minimum) } };
      return { key: 'min', values: { value: limit(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', values: { count: limit(issue.maximum) } };
      if (issue.origin === 'array') return { key: 'maxItems', values: { count: limit(issue.maximum) } };
      return { key: 'max', values: { value: limit(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'regex' ? 'pattern' : 'format' };
    case 'invalid_value':
      return { key: 'option' };
    case 'invalid_union': {
      // A field that takes other forms (a form's text, "" or null) is a union whose first member is its value, as the
      // contract writes it: that member's issue says what is wrong with the value ("an email", "a code like...").
      const [first] = issue.errors?.[0] ?? [];
      return first ? issueMessage(first) : { key: 'invalid' };
    }
    default:
      return { key: 'invalid' };
  }
}

function isEmpty(value: FormValues[string] | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Messages per form path; empty when the body passes. `body` builds the request body (may throw InvalidJsonError). */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  body: () => ResourceBody,
  schema: ZodType | undefined,
): FieldMessages {
  const messages: FieldMessages = {};
  for (const field of fields)
    if (field.required && field.kind !== 'boolean' && isEmpty(values[field.name]))
      messages[field.path] = { key: 'required' };
  let built: ResourceBody;
  try {
    built = body();
  } catch (error) {
    if (error instanceof InvalidJsonError) return { ...messages, [error.path]: { key: 'json' } };
    throw error;
  }
  const result = schema?.safeParse(built);
  for (const issue of result && !result.success ? result.error.issues : []) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= issueMessage(issue as Issue);
  }
  return messages;
}
