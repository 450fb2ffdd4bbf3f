// Form values ↔ request bodies: inputs hold strings, numbers, booleans and lists (an empty input is ''),
// bodies hold the contract's values with empty optional fields left out; an update sends only what changed.
import type { ResourceBody } from '@api/resources/resource-types';
import dayjs from 'dayjs';
import { sameValue } from '../same-value';
import { isNullable } from './field-kind';
import type { FormField } from './form-fields';

export type FormValue = string | number | boolean | string[] | FormValues | FormValues[] | null;
export interface FormValues {
  [key: string]: FormValue;
}

// @mantine/dates pickers speak in these strings.
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * A field's value as its input holds it. A required choice of one value (a budget's currency, EUR) starts chosen
 * where the form will send it: at the top, or in an object that is sent whole (`sent`: every object above it is
 * required, or a list's item someone added); an optional object left empty stays empty.
 */
function initialValue(field: FormField, value: unknown, sent: boolean): FormValue {
  switch (field.kind) {
    case 'enum': {
      if (typeof value === 'string') return value;
      const [only, ...others] = field.schema.enum ?? [];
      return sent && field.required && others.length === 0 && typeof only === 'string' ? only : '';
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : false;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? value : '';
    case 'dateTime':
      return typeof value === 'string' || typeof value === 'number' ? dayjs(value).format(DATE_TIME) : '';
    case 'tags':
    case 'enumList':
    case 'referenceList':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    case 'object':
      return initialValues(field.children ?? [], isRecord(value) ? value : undefined, sent && field.required);
    case 'objectList':
      return Array.isArray(value)
        ? value.map((item) => initialValues(field.children ?? [], isRecord(item) ? item : undefined))
        : [];
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    default:
      return typeof value === 'string' ? value : '';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's values for `record` (none: a new one); `sent` says whether the fields' object is sent whole. */
export function initialValues(
  fields: readonly FormField[],
  record?: Readonly<Record<string, unknown>>,
  sent = true,
): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field, record?.[field.name], sent)]));
}

/** Thrown by toBody for a JSON field whose text does not parse; `path` names the field. */
export class InvalidJsonError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`invalid JSON in ${path}`);
    this.path = path;
  }
}

function bodyValue(field: FormField, value: FormValue | undefined, prefix: string): unknown {
  const path = prefix ? `${prefix}.${field.name}` : field.name;
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? value : undefined;
    case 'dateTime': {
      if (typeof value !== 'string' || value === '') return undefined;
      // A moment the contract keeps as milliseconds (x-epoch-ms) is sent as them, not as an ISO string.
      return field.schema['x-epoch-ms'] ? dayjs(value).valueOf() : dayjs(value).toISOString();
    }
    case 'tags':
    case 'enumList':
    case 'referenceList':
      return Array.isArray(value) && value.length > 0 ? value : undefined;
    case 'object': {
      const body = toBody(field.children ?? [], isRecord(value) ? (value as FormValues) : {}, path);
      return Object.keys(body).length > 0 ? body : undefined;
    }
    case 'objectList':
      return Array.isArray(value) && value.length > 0
        ? value.map((item, index) =>
            toBody(field.children ?? [], isRecord(item) ? (item as FormValues) : {}, `${path}.${index}`),
          )
        : undefined;
    case 'json':
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new InvalidJsonError(path);
      }
    default:
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }
}

/** The body of a create: every field with a value. */
export function toBody(fields: readonly FormField[], values: FormValues, prefix = ''): ResourceBody {
  const body: ResourceBody = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = bodyValue(field, values[field.name], prefix);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/**
 * The body of an update: the fields whose value changed; a cleared list is sent empty, any other cleared field
 * null (the contract removes an optional field sent so; left out, it would keep its value unseen).
 */
export function toChanges(fields: readonly FormField[], values: FormValues, initial: FormValues): ResourceBody {
  const next = toBody(fields, values);
  const before = toBody(fields, initial);
  const changes: ResourceBody = {};
  for (const field of fields) {
    const { name } = field;
    if (sameValue(next[name], before[name])) continue;
    if (next[name] !== undefined) changes[name] = next[name];
    else if (['tags', 'enumList', 'referenceList', 'objectList'].includes(field.kind)) changes[name] = [];
    else if (isNullable(field.schema) || (!field.required && field.schema.writeOnly !== true)) changes[name] = null;
  }
  return changes;
}

/** Values the context fixes for a new record; a function derives its value from the body (a slug from a name). */
export type Preset = Readonly<Record<string, unknown>>;

/** The create body with the preset fields set (functions called with the body as typed). */
export function applyPreset(body: ResourceBody, preset: Preset): ResourceBody {
  const fixed = Object.entries(preset).map(([name, value]) => [
    name,
    typeof value === 'function' ? (value as (typed: ResourceBody) => unknown)(body) : value,
  ]);
  return { ...body, ...Object.fromEntries(fixed.filter(([, value]) => value !== undefined)) };
}
