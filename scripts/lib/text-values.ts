// Real clients' form values, declared in the create and update bodies: a number typed in a text input arrives as
// text ("1250.5"), an emptied one as "", a ticked check box as "on" and an unticked one as "", a date input's day as
// "2026-01-15", a datetime-local input's time as "2026-01-15T10:30", an emptied select (a reference, a choice) as "".
// Every number, integer, flag and instant of a body (in its nested objects too) also takes those texts, and every
// optional text that cannot be empty takes "" as no value; each is marked `x-from-text` with the type it is read
// as. The server reads each as the value it means before it validates the body (server/src/contract/text-values.ts),
// so that the field's own rules (minimum, required...) apply to that value. Text that means no such value is
// refused, naming the field.
import { withForms } from './body-forms.ts';
import { isObject, type JsonObject } from './yaml-files.ts';

const NUMBER_TEXT = String.raw`^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$`;
const INTEGER_TEXT = String.raw`^\s*[-+]?\d+\s*$`;

// Plain string schemas (a pattern, a length), not `const` or `enum`: Orval drops a union's other members then.
const EMPTY_NUMBER = { type: 'string', maxLength: 0, description: 'An emptied text input: the field is left out.' };
const TEXT_FORMS: Record<string, JsonObject[]> = {
  number: [
    { type: 'string', pattern: NUMBER_TEXT, description: 'The number as a text input gives it: read as that number.' },
    EMPTY_NUMBER,
  ],
  integer: [
    { type: 'string', pattern: INTEGER_TEXT, description: 'The number as a text input gives it: read as that number.' },
    EMPTY_NUMBER,
  ],
  // Each flag form says the value it is read as (`x-means`): "on" is what a ticked HTML check box sends (a form read
  // with `Object.fromEntries(new FormData(form))`), "1" one whose value is 1 (PHP's and jQuery's habit), "" an
  // unticked one a client sends anyway.
  boolean: [
    {
      type: 'string',
      pattern: '^(true|on|1)$',
      'x-means': true,
      description:
        'A ticked flag as text: "true", "on" (what a ticked HTML check box sends) or "1" (a check box whose value is 1). Read as true.',
    },
    {
      type: 'string',
      pattern: '^(false|0|)$',
      'x-means': false,
      description: 'An unticked flag as text: "false", "0", or "" (an unticked check box). Read as false.',
    },
  ],
};

/**
 * A search's flag as a GET form or a query string sends it: "on" where its check box is ticked ("true" and "1" too),
 * "false" or "0". An empty value is no filter there, not false (a "Todos / Sí / No" select's "Todos"): the server
 * leaves an empty filter out.
 */
export const QUERY_FLAG_FORMS: JsonObject[] = [
  {
    type: 'string',
    pattern: '^(true|on|1)$',
    'x-means': true,
    description:
      'A ticked flag as text: "true", "on" (what a ticked check box of a GET form sends) or "1". Read as true.',
  },
  { type: 'string', pattern: '^(false|0)$', 'x-means': false, description: '"false" or "0": read as false.' },
];

/** The office's clock (seed 000's body works in Madrid): a date input's day, or a time without a zone, is its. */
export const OFFICE_TIME_ZONE = 'Europe/Madrid';
const DAY_TEXT = String.raw`^\d{4}-\d{2}-\d{2}$`;
// What a datetime-local input gives: a day and a time to the minute, or to the second (and its fraction) where its
// step asks for seconds; no offset. Months, days of the month, hours and minutes in range: a day that a month lacks
// or a time the clock skips is refused by the server (the pattern cannot know them).
const LOCAL_TIME_TEXT = String.raw`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$`;

/**
 * The texts a date input and a datetime-local input give for an instant ("2026-01-15", "2026-01-15T10:30"), read on
 * the office's clock (`x-time-zone`). `x-day-time` says which end of the period the text names is meant: its first
 * instant, or its last one where it ends a range (a To filter takes the whole day, or the whole minute or second).
 * `format: date` refuses a day that does not exist ("2026-02-30"); the server refuses a local time on a day that does
 * not exist, or in the hour the clock skips when it goes forward, naming the field; a time the clock shows twice
 * (the hour repeated when it goes back) is the first of the two, as Temporal's "compatible" reading takes it.
 */
export function dateTimeTextForms(dayTime: 'start' | 'end'): JsonObject[] {
  const day =
    dayTime === 'start'
      ? `its start, 00:00 on the office's clock (${OFFICE_TIME_ZONE})`
      : `its end, 23:59:59.999 on the office's clock (${OFFICE_TIME_ZONE}): the whole day is in the range`;
  const time =
    dayTime === 'start'
      ? `that time on the office's clock (${OFFICE_TIME_ZONE})`
      : `the end of the minute (or second) it names on the office's clock (${OFFICE_TIME_ZONE}): "10:30" is up to 10:30:59.999`;
  return [
    {
      type: 'string',
      format: 'date',
      pattern: DAY_TEXT,
      'x-time-zone': OFFICE_TIME_ZONE,
      'x-day-time': dayTime,
      description: `A day as a date input gives it ("2026-01-15"): read as ${day}.`,
    },
    {
      type: 'string',
      pattern: LOCAL_TIME_TEXT,
      'x-time-zone': OFFICE_TIME_ZONE,
      'x-day-time': dayTime,
      description:
        `A time with no offset as a datetime-local input gives it ("2026-01-15T10:30", or "2026-01-15T10:30:15"): ` +
        `read as ${time}. A day the month lacks, or a time in the hour the clock skips when it goes forward, is ` +
        'refused (400, naming the field); a time in the hour it repeats when it goes back is the first of the two.',
    },
  ];
}

const EMPTY_DATE = { type: 'string', maxLength: 0, description: 'An emptied date input: the field is left out.' };
// `enum: [""]` rather than `maxLength: 0`: typed clients read it as the literal "" (`ObjectId | "" | null`), where an
// empty length would widen a choice's type to any string.
const EMPTY_TEXT = {
  type: 'string',
  enum: [''],
  description: 'An emptied select or input ("", which this field cannot hold): no value, as null is.',
};

const isDateTime = (property: JsonObject) => property.type === 'string' && property.format === 'date-time';

/** A text, or a text or null (a tree's link to its parent, null at a root). */
const isText = (value: JsonObject) =>
  value.type === 'string' ||
  (Array.isArray(value.type) &&
    value.type.includes('string') &&
    value.type.every((type) => type === 'string' || type === 'null'));

/**
 * A text that cannot be empty: a choice (`enum`), a shaped text (a reference's id, a code: `pattern`), a format (an
 * email, a day) or a minimum length. An emptied select or input sends "" for it, which it could never hold: no value
 * (null, for a field that holds null: a project with no parent is a root).
 */
const cannotBeEmpty = (value: JsonObject) =>
  isText(value) &&
  (Array.isArray(value.enum) ||
    typeof value.pattern === 'string' ||
    typeof value.format === 'string' ||
    Number(value.minLength ?? 0) > 0);

/** Reads a `$ref` of a property copied into the generated files. */
export type RefReader = (property: JsonObject) => JsonObject;

/**
 * The property (an inline schema of a body) taking its numbers', flags' and instants' text forms too, at any depth,
 * and, where it is optional (`optional`, the body's say; its nested objects' own `required` below), a text that
 * cannot be empty taking "" as no value.
 */
export function acceptingText(property: JsonObject, optional: boolean, read: RefReader): JsonObject {
  const type = property.type;
  if (typeof type === 'string' && type in TEXT_FORMS) {
    return withForms(property, TEXT_FORMS[type] ?? [], { 'x-from-text': type });
  }
  if (isDateTime(property)) {
    return withForms(property, [...dateTimeTextForms('start'), EMPTY_DATE], { 'x-from-text': 'date-time' });
  }
  // A password emptied is still refused: a client sending "" for one has most likely lost it.
  if (optional && property.writeOnly !== true && cannotBeEmpty(read(property))) {
    return withForms(property, [EMPTY_TEXT], { 'x-from-text': 'string' });
  }
  if (type === 'object' && isObject(property.properties)) {
    const required = Array.isArray(property.required) ? property.required : [];
    const properties = Object.fromEntries(
      Object.entries(property.properties).map(([name, child]) => [
        name,
        isObject(child) ? acceptingText(child, !required.includes(name), read) : child,
      ]),
    );
    return { ...property, properties };
  }
  if (type === 'array' && isObject(property.items) && property.items.type === 'object') {
    return { ...property, items: acceptingText(property.items, false, read) };
  }
  return property;
}
