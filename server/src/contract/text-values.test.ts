// The text forms as the generated contract declares them (a cost's amount, an invoice line's number, a product's
// flag): the server reads exactly the texts those forms take.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from './load.ts';
import { NoSuchLocalTime, readTextValues, textPlan, utcInstant } from './text-values.ts';

const served = JSON.parse(readFileSync(join(import.meta.dirname, '../../../generated/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, SchemaObject> }> };
};
const declared = served.components.schemas;
const numberForm = declared.CostInput?.properties.amount;
const integerForm = declared.ItemDetailInput?.properties.line;
const flagForm = declared.ProductInput?.properties.active;
const instantForm = declared.CostInput?.properties.incurredAt;
const paths = (served as unknown as { paths: Record<string, { get: { parameters: SchemaObject[] } }> }).paths;
const untilForm = paths['/api/node/costs/search']?.get.parameters.find(
  (parameter) => parameter.name === 'incurredAtTo',
)?.schema;

const contract = {
  $id: 'contract',
  components: {
    schemas: {
      Line: {
        type: 'object',
        required: ['quantity'],
        properties: {
          quantity: integerForm,
          when: instantForm,
          // Optional with a null form (an empty model's): no value. Without one, null is left for the validation.
          note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          label: { type: 'string' },
        },
      },
      Body: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          amount: numberForm,
          active: flagForm,
          incurredAt: instantForm,
          until: untilForm,
          lines: { type: 'array', items: { $ref: 'contract#/components/schemas/Line' } },
          budget: {
            type: 'object',
            required: ['owner'],
            properties: { total: numberForm, owner: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
          },
          // The body's own null form: the route's to read (an update removes the field).
          summary: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          // An optional list: its value form first, then null.
          steps: {
            anyOf: [{ type: 'array', items: { $ref: 'contract#/components/schemas/Line' } }, { type: 'null' }],
          },
        },
      },
    },
  },
};

const plan = textPlan({ $ref: 'contract#/components/schemas/Body' }, contract);

function read(body: Record<string, unknown>): Record<string, unknown> {
  if (plan === undefined) throw new Error('the body marks fields');
  readTextValues(body, plan);
  return body;
}

describe('textPlan', () => {
  it('finds the marked fields through references, lists and nested objects, and none in a body without them', () => {
    expect([...(plan?.keys() ?? [])]).toEqual(['amount', 'active', 'incurredAt', 'until', 'lines', 'budget', 'steps']);
    expect(textPlan({ type: 'object', properties: { title: { type: 'string' } } }, contract)).toBeUndefined();
  });
});

describe('readTextValues', () => {
  it('reads a number typed in a text input as the number, spaces and a sign included', () => {
    expect(read({ amount: '1250.5' })).toEqual({ amount: 1250.5 });
    expect(read({ amount: ' 7 ' })).toEqual({ amount: 7 });
    expect(read({ amount: '-.5' })).toEqual({ amount: -0.5 });
    expect(read({ amount: '2e3' })).toEqual({ amount: 2000 });
  });

  it('takes for an integer only the texts its form declares: "12.0" and "1e3" are left for the validation', () => {
    expect(read({ lines: [{ quantity: ' 12 ' }, { quantity: '12.0' }, { quantity: '1e3' }] })).toEqual({
      lines: [{ quantity: 12 }, { quantity: '12.0' }, { quantity: '1e3' }],
    });
  });

  it('leaves out a number emptied (""): no value; spaces alone are no form of it', () => {
    expect(read({ title: 'x', amount: '' })).toEqual({ title: 'x' });
    expect(read({ amount: '   ' })).toEqual({ amount: '   ' });
  });

  it('reads an unticked check box ("") as false, a ticked one ("on", "1") as true, and the flags written as text', () => {
    expect(read({ active: '' })).toEqual({ active: false });
    expect(read({ active: 'on' })).toEqual({ active: true });
    expect(read({ active: 'true' })).toEqual({ active: true });
    expect(read({ active: 'false' })).toEqual({ active: false });
    // A check box whose value is 1 (PHP's and jQuery's habit), and its 0.
    expect(read({ active: '1' })).toEqual({ active: true });
    expect(read({ active: '0' })).toEqual({ active: false });
    expect(read({ active: 'ON' })).toEqual({ active: 'ON' });
    expect(read({ active: '2' })).toEqual({ active: '2' });
  });

  it("reads a date input's day as its first instant on the office's clock, in winter and in summer time", () => {
    expect(read({ incurredAt: '2026-01-15' })).toEqual({ incurredAt: '2026-01-14T23:00:00.000Z' });
    expect(read({ incurredAt: '2026-07-15' })).toEqual({ incurredAt: '2026-07-14T22:00:00.000Z' });
    expect(read({ incurredAt: '2026-03-29' })).toEqual({ incurredAt: '2026-03-28T23:00:00.000Z' });
    expect(read({ incurredAt: '2026-01-15T10:00:00.000Z' })).toEqual({ incurredAt: '2026-01-15T10:00:00.000Z' });
    // Emptied, an optional instant is no value as null is (the route leaves it out of a create, removes it in an update).
    expect(read({ title: 'x', incurredAt: '' })).toEqual({ title: 'x', incurredAt: null });
  });

  it("reads a range's end given as a day as that day's last instant: the whole day is in the range", () => {
    expect(read({ until: '2026-01-15' })).toEqual({ until: '2026-01-15T22:59:59.999Z' });
    expect(read({ until: '2026-07-15' })).toEqual({ until: '2026-07-15T21:59:59.999Z' });
  });

  it('writes an instant given with an offset in UTC, as every instant the server writes', () => {
    expect(read({ incurredAt: '2026-01-15T10:00:00+01:00' })).toEqual({ incurredAt: '2026-01-15T09:00:00.000Z' });
    expect(read({ until: '2026-07-15T08:30:00.5-02:30' })).toEqual({ until: '2026-07-15T11:00:00.500Z' });
  });

  it('leaves a day that does not exist, and other writings of a day, for the validation to refuse', () => {
    expect(read({ incurredAt: '2026-02-30' })).toEqual({ incurredAt: '2026-02-30' });
    expect(read({ incurredAt: '15/01/2026' })).toEqual({ incurredAt: '15/01/2026' });
    expect(read({ incurredAt: '2026-01-15 09:30' })).toEqual({ incurredAt: '2026-01-15 09:30' });
    expect(read({ incurredAt: '2026-01-15T9:30' })).toEqual({ incurredAt: '2026-01-15T9:30' });
  });

  it("reads a datetime-local input's time as that time on the office's clock, in winter and in summer time", () => {
    expect(read({ incurredAt: '2026-01-15T09:30' })).toEqual({ incurredAt: '2026-01-15T08:30:00.000Z' });
    expect(read({ incurredAt: '2026-07-15T09:30:15' })).toEqual({ incurredAt: '2026-07-15T07:30:15.000Z' });
    expect(read({ incurredAt: '2026-07-15T09:30:15.5' })).toEqual({ incurredAt: '2026-07-15T07:30:15.500Z' });
    expect(read({ incurredAt: '2026-12-31T23:59' })).toEqual({ incurredAt: '2026-12-31T22:59:00.000Z' });
  });

  it("reads a range's end given as a local time as the end of the minute or second it names", () => {
    expect(read({ until: '2026-01-15T09:30' })).toEqual({ until: '2026-01-15T08:30:59.999Z' });
    expect(read({ until: '2026-01-15T09:30:15' })).toEqual({ until: '2026-01-15T08:30:15.999Z' });
    expect(read({ until: '2026-01-15T09:30:15.250' })).toEqual({ until: '2026-01-15T08:30:15.250Z' });
  });

  it('reads a time the clock shows twice, in the hour repeated when it goes back, as the first of the two', () => {
    // 25 October 2026: at 03:00 summer time the clock goes back to 02:00; 02:30 is 00:30 and 01:30 UTC.
    expect(read({ incurredAt: '2026-10-25T02:30' })).toEqual({ incurredAt: '2026-10-25T00:30:00.000Z' });
    expect(read({ until: '2026-10-25T02:59' })).toEqual({ until: '2026-10-25T00:59:59.999Z' });
    expect(read({ incurredAt: '2026-10-25T03:00' })).toEqual({ incurredAt: '2026-10-25T02:00:00.000Z' });
    expect(read({ incurredAt: '2026-10-25T01:59' })).toEqual({ incurredAt: '2026-10-24T23:59:00.000Z' });
  });

  it('refuses a local time the clock skips, or on a day the month lacks, naming where it was', () => {
    const refusal = (body: Record<string, unknown>) => {
      try {
        read(body);
      } catch (error) {
        if (error instanceof NoSuchLocalTime) return { at: error.instancePath, message: error.message };
      }
      return undefined;
    };
    // 29 March 2026: at 02:00 the clock goes forward to 03:00.
    expect(refusal({ incurredAt: '2026-03-29T02:30' })).toEqual({
      at: '/incurredAt',
      message: 'must be a time that the clock of Europe/Madrid shows (2026-03-29T02:30 is not)',
    });
    expect(refusal({ until: '2026-02-29T10:00' })?.at).toBe('/until');
    expect(refusal({ lines: [{ when: '2026-01-15T10:00' }, { when: '2026-03-29T02:15' }] })?.at).toBe('/lines/1/when');
    expect(refusal({ steps: [{ quantity: '1' }], nested: {}, incurredAt: '2026-03-29T01:59' })).toBeUndefined();
    expect(read({ incurredAt: '2026-03-29T03:00' })).toEqual({ incurredAt: '2026-03-29T01:00:00.000Z' });
  });

  it('leaves text that means no value for the validation to refuse, and a number too large as Infinity', () => {
    expect(read({ amount: 'doce', active: 'sí' })).toEqual({ amount: 'doce', active: 'sí' });
    expect(read({ amount: '12,5' })).toEqual({ amount: '12,5' });
    expect(read({ amount: '1e309' })).toEqual({ amount: Number.POSITIVE_INFINITY });
  });

  it('reads the fields of a list of objects, of a nested object and of an optional list', () => {
    expect(
      read({ lines: [{ quantity: '3' }, { quantity: 4 }], budget: { total: '10' }, steps: [{ quantity: '2' }] }),
    ).toEqual({
      lines: [{ quantity: 3 }, { quantity: 4 }],
      budget: { total: 10 },
      steps: [{ quantity: 2 }],
    });
  });

  it("leaves out a nested object's optional field sent as null where the contract gives it a null form", () => {
    expect(read({ lines: [{ quantity: 1, note: null, when: null }], steps: [{ quantity: '2', note: null }] })).toEqual({
      lines: [{ quantity: 1 }],
      steps: [{ quantity: 2 }],
    });
    // A required field's null, one without a null form and the body's own are not this reading's.
    expect(read({ summary: null, budget: { owner: null }, lines: [{ quantity: null, label: null }] })).toEqual({
      summary: null,
      budget: { owner: null },
      lines: [{ quantity: null, label: null }],
    });
  });

  it("plans the null forms of the served contract's nested optional fields: a workflow's steps and data", () => {
    const workflow = textPlan({ $ref: '#/components/schemas/WorkflowInput' }, served as unknown as SchemaObject);
    const body = {
      steps: [{ order: '1', name: 'Revisión', status: 'pending', role: null, completedAt: null, comment: null }],
      data: [{ name: 'expediente', label: null, value: 'EXP-1' }],
    };
    if (workflow === undefined) throw new Error('a workflow body has fields to read');
    readTextValues(body, workflow);
    expect(body).toEqual({
      steps: [{ order: 1, name: 'Revisión', status: 'pending' }],
      data: [{ name: 'expediente', value: 'EXP-1' }],
    });
  });

  it('reads an emptied select ("") of an optional text that cannot be empty as no value, as null is', () => {
    const workflow = textPlan({ $ref: '#/components/schemas/WorkflowInput' }, served as unknown as SchemaObject);
    if (workflow === undefined) throw new Error('a workflow body has fields to read');
    // An optional reference emptied, a required code emptied, a step's optional permission emptied.
    const body = {
      definitionId: '',
      code: '',
      steps: [{ order: 1, name: 'Revisión', status: 'pending', role: '' }],
    };
    readTextValues(body, workflow);
    // The body's own field is null, which the route reads (left out of a create, removed by an update); a nested
    // one is left out; a required one is left for the validation to refuse, naming it.
    expect(body).toEqual({ definitionId: null, code: '', steps: [{ order: 1, name: 'Revisión', status: 'pending' }] });
  });

  it('reads an emptied parent select of a tree (a link that holds null at a root) as null: the record becomes a root', () => {
    const project = textPlan({ $ref: '#/components/schemas/ProjectChanges' }, served as unknown as SchemaObject);
    if (project === undefined) throw new Error('a project body has fields to read');
    const body = { parentId: '', riskLevel: '' };
    readTextValues(body, project);
    // Null, as for any optional field: an update removes the link (left out, the record would keep its parent).
    expect(body).toEqual({ parentId: null, riskLevel: null });
  });

  it('leaves values already of their type, and bodies that are no object', () => {
    expect(read({ amount: 3, active: true, title: '5' })).toEqual({ amount: 3, active: true, title: '5' });
    if (plan === undefined) throw new Error('the body marks fields');
    expect(() => readTextValues(null, plan)).not.toThrow();
    expect(() => readTextValues(['1'], plan)).not.toThrow();
  });
});

describe('utcInstant', () => {
  it('writes an instant in UTC with milliseconds, whatever its offset', () => {
    expect(utcInstant('2026-01-15T10:00:00Z')).toBe('2026-01-15T10:00:00.000Z');
    expect(utcInstant('2026-01-15T00:30:00+01:00')).toBe('2026-01-14T23:30:00.000Z');
    expect(utcInstant('2026-12-31T23:00:00.123456-01:00')).toBe('2027-01-01T00:00:00.123Z');
  });

  it('names no instant for a day or a time that does not exist, nor for other writings', () => {
    for (const text of [
      '2026-02-30T10:00:00Z',
      '2026-01-15T24:00:00Z',
      '2026-01-15T10:60:00Z',
      '2026-01-15T10:00:00+25:00',
      '2026-01-15 10:00:00Z',
      '2026-01-15T10:00:00',
      '2026-01-15',
    ]) {
      expect(utcInstant(text), text).toBeUndefined();
    }
  });
});
