// Reads the text forms of numbers, flags and instants that real clients send from HTML forms, where the contract
// marks a field `x-from-text` (npm run generate marks every number, integer, flag and instant of a collection's
// bodies, and its searches' date bounds): "1250.5" is the number 1250.5, "" in a number is no value (the field is
// left out, so a required one is missing), "true" or "on" (a ticked check box) is true, "false" or "" (an unticked
// one) false; a date input's day ("2026-01-15") is the instant its form states: the day's start (or end, for a
// range's end) on the clock it names. Which texts are taken, and what they mean, is the contract's: its text forms'
// patterns (a flag's form says its value in `x-means`, an instant's its clock in `x-time-zone` and which end of a
// day in `x-day-time`) and its empty form (`maxLength: 0`, or `enum: [""]`), so the server takes no more and no
// less than the contract says. It runs before the value is validated, so the field's own rules (minimum, integer,
// required) judge the value meant; text that means no such value is left as it is, for the validation to refuse it
// naming the field.
// An instant written with an offset is written in UTC, as the server writes every instant (see utcInstant). A text
// that cannot be empty (a reference, a choice) takes "" as no value where it is optional (`x-from-text: string`, its
// empty form alone). A body's optional field emptied is null, which the route reads as it reads a null (left out of a
// create, removed by an update); a nested object's is left out, as its optional field sent as null (an empty
// model's) is.

import { TZDate } from '@date-fns/tz';
import type { SchemaObject } from './load.ts';
import { CONTRACT_SCHEMA_ID } from './route-schema.ts';
import { isNullForm, takesForm, takesNull, valueForm } from './value-form.ts';

type Kind = 'number' | 'integer' | 'boolean' | 'date-time' | 'string';
const KINDS: ReadonlySet<unknown> = new Set<Kind>(['number', 'integer', 'boolean', 'date-time', 'string']);
/** A text form: the texts it takes and, for a flag's, the value they mean; for an instant's, the clock it is read on. */
interface TextForm {
  text: RegExp;
  means?: boolean;
  timeZone?: string;
  dayEnd?: boolean;
}
/** A field read from text: its kind, its text forms, and whether "" is its empty form (no value). */
export interface TextField {
  kind: Kind;
  forms: TextForm[];
  empty: boolean;
}
/**
 * How a body field is read: from its text forms; null as no value (an optional field of a nested object, which the
 * contract gives a null form: an empty model's); and the plan of the object it holds (a list's items for a list of
 * objects). The body's own null fields are the route's to read (an update removes them), and so is an emptied one
 * where it takes null (`emptyIsNull`, a form of its own or a value it holds: a root's parent): "" is no value as
 * null is, left out of a create and removed by an update.
 */
export interface FieldReading {
  text?: TextField;
  nullIsNoValue?: true;
  emptyIsNull?: true;
  nested?: { each: boolean; plan: TextPlan };
}
export type TextPlan = Map<string, FieldReading>;

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

function textForm(form: SchemaObject): TextForm {
  const { pattern, 'x-means': means, 'x-time-zone': timeZone, 'x-day-time': dayTime } = form;
  return {
    text: new RegExp(String(pattern), 'u'),
    ...(typeof means === 'boolean' ? { means } : {}),
    ...(typeof timeZone === 'string' ? { timeZone, dayEnd: dayTime === 'end' } : {}),
  };
}

/** A form that takes "" alone: `maxLength: 0`, or the one value "". */
const isEmptyForm = (form: SchemaObject | undefined) =>
  form?.maxLength === 0 || (Array.isArray(form?.enum) && form.enum.length === 1 && form.enum[0] === '');

/** How a field marked `x-from-text` is read, from its declared forms: those with a pattern, and an empty one. */
export function textFieldOf(declared: SchemaObject | undefined, contract: SchemaObject): TextField | undefined {
  const kind = declared?.['x-from-text'];
  if (!KINDS.has(kind)) return undefined;
  const declaredForms = ((declared?.anyOf as unknown[] | undefined) ?? [])
    .slice(1)
    .map((form) => deref(form, contract));
  const forms = declaredForms.flatMap((form) => (typeof form?.pattern === 'string' ? [textForm(form)] : []));
  // A form that says no value would be read as nothing (a flag's without `x-means`, an instant's without a
  // clock): it is not taken.
  const usable = forms.filter((form) =>
    kind === 'boolean' ? form.means !== undefined : kind === 'date-time' ? form.timeZone !== undefined : true,
  );
  // A text that cannot be empty has its empty form alone (`enum: [""]`, which typed clients read as the literal "").
  const empty = declaredForms.some(isEmptyForm);
  if (usable.length === 0 && !empty) return undefined;
  return { kind: kind as Kind, forms: usable, empty };
}

/** The fields of a body schema to read (from text, or null as no value), or undefined when there are none. */
export function textPlan(schema: unknown, contract: SchemaObject, depth = 0): TextPlan | undefined {
  const resolved = deref(schema, contract);
  const properties = resolved?.properties as Record<string, unknown> | undefined;
  if (properties === undefined || depth > 8) return undefined;
  const required = new Set((resolved?.required as unknown[] | undefined) ?? []);
  const plan: TextPlan = new Map();
  for (const [name, raw] of Object.entries(properties)) {
    const declared = deref(raw, contract);
    const property = declared && valueForm(declared, (schema) => deref(schema, contract));
    const reading: FieldReading = {};
    const optionalWithNull = !required.has(name) && takesForm(declared, (form) => deref(form, contract), isNullForm);
    if (optionalWithNull && depth > 0) reading.nullIsNoValue = true;
    if (KINDS.has(property?.['x-from-text'])) {
      const field = textFieldOf(declared, contract);
      if (field !== undefined) reading.text = field;
      const takesNullToo = !required.has(name) && takesNull(declared, (form) => deref(form, contract));
      if (field?.empty && takesNullToo && depth === 0) reading.emptyIsNull = true;
    } else {
      const each = property?.type === 'array';
      const nested = textPlan(each ? property?.items : property, contract, depth + 1);
      if (nested !== undefined) reading.nested = { each, plan: nested };
    }
    if (Object.keys(reading).length > 0) plan.set(name, reading);
  }
  return plan.size > 0 ? plan : undefined;
}

/** Thrown for a local time its clock never shows: the caller refuses the field it came from, naming it. */
export class NoSuchLocalTime extends Error {
  constructor(text: string, timeZone: string) {
    super(`must be a time that the clock of ${timeZone} shows (${text} is not)`);
  }

  /** Where the text was, as a JSON pointer into the body (filled in by readTextValues). */
  instancePath = '';
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

const wallClock = (date: TZDate) =>
  [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()].join();

/**
 * The instant a day ("2026-01-15") or a time with no offset ("2026-01-15T10:30", seconds and a fraction optional)
 * names on a clock: its first instant, or with `end` its last (the day's 23:59:59.999, the minute's :59.999, the
 * second's .999; a fraction is the instant itself). A day that does not exist ("2026-02-30") is returned as it is,
 * for the form's `format: date` to refuse; a local time on such a day, or in the hour the clock skips, throws
 * NoSuchLocalTime. A time the clock shows twice (the hour repeated in autumn) is the first of the two.
 */
function instantOf(text: string, timeZone: string, end: boolean): string {
  const [, ...parts] = LOCAL.exec(text) ?? [];
  const [year, month, day] = parts.slice(0, 3).map(Number) as [number, number, number];
  const [hours, minutes, seconds, fraction] = parts.slice(3);
  const isDay = hours === undefined;
  // What the text leaves out is the start of the period it names, or its end.
  const fill = (given: string | undefined, last: number) => (given === undefined ? (end ? last : 0) : Number(given));
  const wanted = [year, month - 1, day, fill(hours, 23), fill(minutes, 59), fill(seconds, 59)] as const;
  const milliseconds = fraction === undefined ? (end ? 999 : 0) : Number(fraction.padEnd(3, '0'));
  let instant = new TZDate(...wanted, milliseconds, timeZone);
  // Date rolls "2026-02-30" over into March, and a time the clock skips onto the next hour (a day whose midnight
  // is skipped starts at the first instant it has).
  if (isDay) {
    const exists = instant.getFullYear() === year && instant.getMonth() === month - 1 && instant.getDate() === day;
    return exists ? new Date(instant.getTime()).toISOString() : text;
  }
  if (wallClock(instant) !== wanted.join()) throw new NoSuchLocalTime(text, timeZone);
  // Of a time shown twice, Date gives the second; the first is up to an hour earlier.
  for (const minutesEarlier of [60, 30]) {
    const earlier = new TZDate(instant.getTime() - minutesEarlier * 60_000, timeZone);
    if (wallClock(earlier) === wanted.join()) {
      instant = earlier;
      break;
    }
  }
  // In UTC, as every instant the server writes (TZDate's own ISO text keeps the clock's offset).
  return new Date(instant.getTime()).toISOString();
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/**
 * An instant written with an offset ("2026-01-15T10:00:00+01:00", as moment's and dayjs's `format()` write it),
 * written in UTC as the server writes every instant ("2026-01-15T09:00:00.000Z"): instants are compared and sorted
 * as text, and the same instant written with another offset sorted elsewhere. Undefined for a text that names no
 * instant (a 30 February, a 24th hour), which the validation refuses: Date would roll it over.
 */
export function utcInstant(text: string): string | undefined {
  const match = INSTANT.exec(text);
  if (match === null) return undefined;
  const [, year, month, day, hours, minutes, seconds, fraction = '', zone = 'Z', sign, offsetHours, offsetMinutes] =
    match.map((part) => part ?? '');
  const [y, mo, d, h, mi, s] = [year, month, day, hours, minutes, seconds].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendarDay = new Date(Date.UTC(y, mo - 1, d));
  if (calendarDay.getUTCMonth() !== mo - 1 || calendarDay.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return undefined;
  }
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
  const offset =
    zone.toUpperCase() === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const milliseconds = Math.floor(Number(`0${fraction}`) * 1000);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - offset * 60_000).toISOString();
}

/** The value `text` means for `field`; `undefined` for "no value"; the text itself when it means none. */
export function fromText(text: string, field: TextField): unknown {
  if (field.empty && text === '') return undefined;
  const form = field.forms.find((candidate) => candidate.text.test(text));
  if (form === undefined) return field.kind === 'date-time' ? (utcInstant(text) ?? text) : text;
  if (field.kind === 'boolean') return form.means;
  if (field.kind === 'date-time') return instantOf(text, form.timeZone ?? 'UTC', form.dayEnd === true);
  // A number too large to hold ("1e309") is read as Infinity, which the validation refuses as no number: left as
  // text, it would pass as the text form it is.
  return Number(text);
}

/**
 * Reads the planned fields of `body` (a parsed JSON body, changed in place) as the values they mean: a text as its
 * value, a null that is no value left out. Throws NoSuchLocalTime, with the field's JSON pointer (`at` is the
 * body's own, inside a larger one), for a local time its clock never shows.
 */
export function readTextValues(body: unknown, plan: TextPlan, at = ''): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [name, { text, nullIsNoValue, emptyIsNull, nested }] of plan) {
    const value = record[name];
    if (value === null && nullIsNoValue) delete record[name];
    else if (text !== undefined && typeof value === 'string') {
      const read = readField(value, text, `${at}/${name}`);
      if (read !== undefined) record[name] = read;
      else if (emptyIsNull) record[name] = null;
      else delete record[name];
    } else if (nested?.each && Array.isArray(value)) {
      for (const [index, item] of value.entries()) readTextValues(item, nested.plan, `${at}/${name}/${index}`);
    } else if (nested !== undefined && !nested.each) {
      readTextValues(value, nested.plan, `${at}/${name}`);
    }
  }
}

function readField(text: string, field: TextField, pointer: string): unknown {
  try {
    return fromText(text, field);
  } catch (error) {
    if (error instanceof NoSuchLocalTime) error.instancePath = pointer;
    throw error;
  }
}
