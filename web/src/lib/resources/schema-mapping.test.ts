// Schema → form and schema → columns: every field type the contract uses picks its input kind, its
// required flag, its initial value and its body value; columns leave out what does not fit a cell.
import type { CollectionContract, JsonSchema } from '@api/resources/resource-types';
import { describe, expect, it } from 'vitest';
import { fieldKind } from './field-kind';
import { formFields } from './form-fields';
import { InvalidJsonError, initialValues, toBody, toChanges } from './form-values';
import { defaultColumns } from './table-columns';

const id: JsonSchema = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const entity: JsonSchema = {
  type: 'object',
  required: ['_id', 'name', 'status'],
  properties: {
    _id: { ...id, readOnly: true },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    notes: { type: 'string', maxLength: 4000 },
    price: { type: 'number', minimum: 0 },
    year: { type: 'integer' },
    active: { type: 'boolean' },
    status: { type: 'string', enum: ['draft', 'published'] },
    birthDate: { type: 'string', format: 'date' },
    dueDate: { type: 'string', format: 'date-time' },
    sentAt: { type: 'integer', 'x-epoch-ms': true },
    projectId: id,
    memberIds: { type: 'array', items: id },
    tags: { type: 'array', items: { type: 'string' } },
    modes: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    budget: {
      type: 'object',
      required: ['amount'],
      properties: { amount: { type: 'number' }, currency: { type: 'string' } },
    },
    steps: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } },
    data: { type: 'object' },
    parentId: { type: ['string', 'null'], pattern: '^[0-9a-f]{24}$' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
  },
};
const fieldNames = Object.keys(entity.properties ?? {}).filter((name) => !['_id', 'createdAt'].includes(name));
const options = { entity, createFields: fieldNames, createRequired: ['name', 'status'], updateFields: fieldNames };

describe('fieldKind', () => {
  it.each([
    ['name', 'text'],
    ['notes', 'longText'],
    ['price', 'number'],
    ['year', 'integer'],
    ['active', 'boolean'],
    ['status', 'enum'],
    ['birthDate', 'date'],
    ['dueDate', 'dateTime'],
    ['sentAt', 'dateTime'],
    ['projectId', 'reference'],
    ['memberIds', 'referenceList'],
    ['tags', 'tags'],
    ['modes', 'enumList'],
    ['budget', 'object'],
    ['steps', 'objectList'],
    ['data', 'json'],
    ['parentId', 'reference'],
  ])('maps %s to %s', (name, kind) => {
    expect(fieldKind(entity.properties?.[name] ?? {})).toBe(kind);
  });
});

describe('formFields', () => {
  it('lists the create body fields with the create body required ones', () => {
    const fields = formFields(options, 'create');
    expect(fields.map((field) => field.name)).toEqual(fieldNames);
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(['name', 'status']);
  });

  it('keeps the entity required fields required in an update (they cannot be cleared)', () => {
    const fields = formFields({ ...options, createRequired: [] }, 'update');
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(['name', 'status']);
  });

  it('gives nested objects and lists of objects their own fields', () => {
    const fields = formFields(options, 'create');
    const budget = fields.find((field) => field.name === 'budget');
    expect(budget?.children?.map((child) => [child.path, child.required])).toEqual([
      ['budget.amount', true],
      ['budget.currency', false],
    ]);
    const steps = fields.find((field) => field.name === 'steps');
    // Inside a list item the form path is relative; the schema path (the x-ref key) is not.
    expect(steps?.children?.map((child) => [child.path, child.schemaPath])).toEqual([['title', 'steps.title']]);
  });

  it('marks declared read-only fields', () => {
    const fields = formFields({ ...options, readOnly: ['year'] }, 'create');
    expect(fields.find((field) => field.name === 'year')?.readOnly).toBe(true);
  });
});

describe('form values and bodies', () => {
  const fields = formFields(options, 'create');
  const record = {
    _id: 'a'.repeat(24),
    name: 'Uno',
    price: 2.5,
    active: true,
    status: 'draft',
    dueDate: '2026-03-01T10:00:00.000Z',
    sentAt: Date.UTC(2026, 2, 1, 10, 30),
    tags: ['x'],
    budget: { amount: 10 },
    steps: [{ title: 'Paso' }],
    data: { k: 1 },
  };

  it('starts empty inputs as empty values of their kind', () => {
    const values = initialValues(fields);
    expect(values).toMatchObject({
      name: '',
      price: '',
      active: false,
      tags: [],
      steps: [],
      data: '',
      budget: { amount: '' },
    });
  });

  it('sends only the fields with a value, in the contract types', () => {
    const body = toBody(fields, initialValues(fields, record));
    expect(body).toEqual({
      name: 'Uno',
      price: 2.5,
      active: true,
      status: 'draft',
      dueDate: new Date(record.dueDate).toISOString(),
      // A moment the contract keeps in milliseconds goes back as them.
      sentAt: record.sentAt,
      tags: ['x'],
      budget: { amount: 10 },
      steps: [{ title: 'Paso' }],
      data: { k: 1 },
    });
  });

  it('updates only what changed, emptying cleared lists and nulling cleared nullable fields', () => {
    const start = initialValues(fields, { ...record, parentId: 'b'.repeat(24) });
    const changes = toChanges(fields, { ...start, name: 'Dos', tags: [], parentId: '' }, start);
    expect(changes).toEqual({ name: 'Dos', tags: [], parentId: null });
  });

  it('sends a cleared optional field as null, which removes it, rather than leaving it out unseen', () => {
    const start = initialValues(fields, record);
    // A required one cleared is the form's "required" message, never a removal.
    const changes = toChanges(fields, { ...start, price: '', status: '' }, start);
    expect(changes).toEqual({ price: null });
  });

  it('starts a required choice of one value chosen where it is sent, and leaves an optional object empty', () => {
    const currency = { type: 'string', enum: ['EUR'] } as const;
    const money = (required: string[]): JsonSchema => ({
      type: 'object',
      required,
      properties: { amount: { type: 'number' }, currency },
    });
    const withMoney: JsonSchema = {
      type: 'object',
      required: ['currency', 'budget'],
      properties: {
        currency,
        budget: money(['amount', 'currency']),
        fee: money(['amount', 'currency']),
        kind: currency,
      },
    };
    const names = ['currency', 'budget', 'fee', 'kind'];
    const moneyFields = formFields(
      { entity: withMoney, createFields: names, createRequired: ['currency', 'budget'], updateFields: names },
      'create',
    );
    // The optional fee and the optional kind are not filled: a fee of "EUR" alone would be a fee with no amount.
    expect(initialValues(moneyFields)).toEqual({
      currency: 'EUR',
      budget: { amount: '', currency: 'EUR' },
      fee: { amount: '', currency: '' },
      kind: '',
    });
    expect(toBody(moneyFields, initialValues(moneyFields))).toEqual({ currency: 'EUR', budget: { currency: 'EUR' } });
  });

  it('refuses JSON text that does not parse, naming the field', () => {
    expect(() => toBody(fields, { ...initialValues(fields), data: '{oops' })).toThrow(InvalidJsonError);
  });
});

describe('defaultColumns', () => {
  it('puts the name first and leaves out long texts, lists, objects, ids and timestamps', () => {
    const contract = { entity, sortFields: [] } as unknown as CollectionContract;
    expect(defaultColumns(contract, ['name'])).toEqual(['name', 'price', 'year', 'active', 'status', 'birthDate']);
  });
});
