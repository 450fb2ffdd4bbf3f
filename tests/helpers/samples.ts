// Request bodies derived from the contract's schemas and the seeded records, so that one
// generic test covers every collection without a hand-written sample per entity.
import { TZDate } from '@date-fns/tz';
import { contract } from './contract.ts';

export type Schema = Record<string, unknown>;

export function schemaNamed(name: string): Schema {
  const schema = (contract.components.schemas as Record<string, Schema>)[name];
  if (schema === undefined) throw new Error(`No schema ${name}`);
  return schema;
}

export function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], contract) as Schema,
  );
}

const typeOf = (schema: Schema): string => {
  const type = resolve(schema).type;
  return Array.isArray(type) ? String(type.find((item) => item !== 'null')) : String(type);
};

/** A value of the wrong JSON type for the schema (no coercion must rescue it). */
export function wrongTypeFor(schema: Schema): unknown {
  // A number or flag that also takes its text form (x-from-text) refuses text that means none.
  const fromText = resolve(schema)['x-from-text'];
  if (fromText === 'boolean') return 'sí';
  if (fromText === 'number' || fromText === 'integer') return 'doce';
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return '7';
    case 'boolean':
      return 'true';
    case 'array':
      return 'not-an-array';
    default:
      return 'not-an-object';
  }
}

let copies = 0;

/** A create body: a seeded record without server-managed fields, plus required write-only fields. */
/** The fields a body sets: its server-managed ones (readOnly, which a client may send back as read) left out. */
export function setFieldsOf(bodySchemaName: string): string[] {
  return Object.entries(schemaNamed(bodySchemaName).properties as Record<string, Schema>)
    .filter(([, property]) => property.readOnly !== true)
    .map(([field]) => field);
}

export function createBodyFrom(record: Record<string, unknown>, inputSchemaName: string): Record<string, unknown> {
  const input = schemaNamed(inputSchemaName);
  const properties = input.properties as Record<string, Schema>;
  const fields = new Set(setFieldsOf(inputSchemaName));
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (fields.has(key)) body[key] = value;
  for (const required of (input.required as string[] | undefined) ?? []) {
    if (body[required] === undefined && typeOf(properties[required] ?? {}) === 'string')
      body[required] = 'Contrasena.Segura.2026';
  }
  // Fields the contract declares unique (x-unique) get a fresh value, or the copy is a duplicate.
  for (const field of (input['x-unique'] as string[] | undefined) ?? []) {
    const value = body[field];
    const maxLength = Number(resolve(properties[field] ?? {}).maxLength ?? properties[field]?.maxLength ?? 200);
    if (typeof value === 'string') body[field] = `${++copies}-${value}`.slice(0, maxLength);
  }
  return body;
}

/** A plain free-text field of the entity (no enum, pattern or format), to change in an update. */
export function freeTextField(inputSchemaName: string): { field: string; maxLength: number } | undefined {
  const properties = schemaNamed(inputSchemaName).properties as Record<string, Schema>;
  for (const [field, raw] of Object.entries(properties)) {
    if (raw.readOnly === true) continue;
    const schema = resolve(raw);
    if (schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format && schema.writeOnly !== true) {
      return { field, maxLength: Number(schema.maxLength ?? 200) };
    }
  }
  return undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date's day on its clock, as a date input writes it ("2026-01-15"). */
const dayText = (local: TZDate) =>
  `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;

/**
 * An instant as a date input gives it (its day on the clock the field's day form names, `x-time-zone`), and the
 * instant the contract reads that day as: its start on that clock.
 */
export function asDateInput(instant: string, property: Schema): { text: string; means: string } {
  const dayForm = (property.anyOf as Schema[] | undefined)?.find(
    (form) => form.format === 'date' && form['x-day-time'] === 'start',
  );
  const zone = String(dayForm?.['x-time-zone']);
  const local = new TZDate(Date.parse(instant), zone);
  const text = dayText(local);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), zone);
  return { text, means: new Date(start.getTime()).toISOString() };
}

/**
 * An instant as a datetime-local input gives it, to the millisecond (its wall-clock time on the clock the field's
 * local-time form names, `x-time-zone`), and the instant the contract reads that text as: the instant itself, or,
 * for the second of two instants the clock shows alike (the hour repeated when it goes back), the first of them.
 */
export function asLocalTimeInput(instant: string, property: Schema): { text: string; means: string } {
  const localForm = (property.anyOf as Schema[] | undefined)?.find(
    (form) => form.format === undefined && typeof form['x-time-zone'] === 'string',
  );
  const zone = String(localForm?.['x-time-zone']);
  const wallClock = (time: number) => {
    const local = new TZDate(time, zone);
    const day = dayText(local);
    const seconds = `${twoDigits(local.getSeconds())}.${String(local.getMilliseconds()).padStart(3, '0')}`;
    return `${day}T${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}:${seconds}`;
  };
  const time = Date.parse(instant);
  const text = wallClock(time);
  const first = [60, 30].map((minutes) => time - minutes * 60_000).find((earlier) => wallClock(earlier) === text);
  return { text, means: new Date(first ?? time).toISOString() };
}

/** Whether a body property takes, beside its value (its first form), a form `is` says of. */
export const takesForm = (property: Schema | undefined, is: (form: Schema) => boolean): boolean =>
  ((property?.anyOf as Schema[] | undefined) ?? []).slice(1).some(is);

export const isNullForm = (form: Schema) => form.type === 'null';
/** An empty form: `maxLength: 0`, or the one value "". */
export const isEmptyForm = (form: Schema) => form.maxLength === 0 || JSON.stringify(form.enum) === '[""]';

/** Whether a body property's value form holds null (a tree's link to its parent, null at a root). */
const holdsNull = (property: Schema) => {
  const { type } = resolve((property.anyOf as Schema[] | undefined)?.[0] ?? property);
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
};

/**
 * A body's optional fields that cannot hold "" (a number, an instant, a reference, a choice, a code): an emptied select
 * or input sends it for them, and each takes it (an empty form) beside null.
 */
export function emptiableFields(bodySchemaName: string): string[] {
  return Object.entries(schemaNamed(bodySchemaName).properties as Record<string, Schema>)
    .filter(
      ([, property]) => takesForm(property, isEmptyForm) && (takesForm(property, isNullForm) || holdsNull(property)),
    )
    .map(([field]) => field);
}

/** A field of a body's nested object (or of each item of its list of objects) that takes null. */
export interface NestedNullField {
  field: string;
  child: string;
  each: boolean;
  /** The object's required fields, whose null is refused. */
  required: string[];
}

/** The optional fields of a body's nested objects that take null (an empty model's): no value. */
export function nestedNullFields(bodySchemaName: string): NestedNullField[] {
  const properties = schemaNamed(bodySchemaName).properties as Record<string, Schema>;
  return Object.entries(properties).flatMap(([field, property]) => {
    const value = resolve((property.anyOf as Schema[] | undefined)?.[0] ?? property);
    const each = value.type === 'array';
    const object = each ? resolve((value.items as Schema | undefined) ?? {}) : value;
    const children = (object.properties ?? {}) as Record<string, Schema>;
    const required = (object.required as string[] | undefined) ?? [];
    return Object.entries(children)
      .filter(([child, schema]) => !required.includes(child) && takesForm(schema, isNullForm))
      .map(([child]) => ({ field, child, each, required }));
  });
}
