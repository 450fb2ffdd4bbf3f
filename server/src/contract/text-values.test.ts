import { describe, expect, it } from 'vitest';
import { readTextValues, textPlan } from './text-values.ts';

const contract = {
  $id: 'contract',
  components: {
    schemas: {
      Line: {
        type: 'object',
        properties: { quantity: { 'x-from-text': 'integer', anyOf: [{ type: 'integer' }, { type: 'string' }] } },
      },
      Body: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          amount: { 'x-from-text': 'number', anyOf: [{ type: 'number' }, { type: 'string' }] },
          active: { 'x-from-text': 'boolean', anyOf: [{ type: 'boolean' }, { type: 'string' }] },
          lines: { type: 'array', items: { $ref: 'contract#/components/schemas/Line' } },
          budget: { type: 'object', properties: { total: { 'x-from-text': 'number' } } },
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
    expect([...(plan?.keys() ?? [])]).toEqual(['amount', 'active', 'lines', 'budget', 'steps']);
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

  it('leaves out a number emptied ("" or spaces): no value', () => {
    expect(read({ title: 'x', amount: '' })).toEqual({ title: 'x' });
    expect(read({ amount: '   ' })).toEqual({});
  });

  it('reads an unticked check box ("") as false, and the flags written as text', () => {
    expect(read({ active: '' })).toEqual({ active: false });
    expect(read({ active: 'true' })).toEqual({ active: true });
    expect(read({ active: 'false' })).toEqual({ active: false });
  });

  it('leaves text that means no value for the validation to refuse, and a number too large as Infinity', () => {
    expect(read({ amount: 'doce', active: 'sí' })).toEqual({ amount: 'doce', active: 'sí' });
    expect(read({ amount: '12,5' })).toEqual({ amount: '12,5' });
    expect(read({ amount: '1e309' })).toEqual({ amount: Number.POSITIVE_INFINITY });
  });

  it('reads the fields of a list of objects and of a nested object', () => {
    expect(
      read({ lines: [{ quantity: '3' }, { quantity: 4 }], budget: { total: '10' }, steps: [{ quantity: '2' }] }),
    ).toEqual({
      lines: [{ quantity: 3 }, { quantity: 4 }],
      budget: { total: 10 },
      steps: [{ quantity: 2 }],
    });
  });

  it('leaves values already of their type, and bodies that are no object', () => {
    expect(read({ amount: 3, active: true, title: '5' })).toEqual({ amount: 3, active: true, title: '5' });
    if (plan === undefined) throw new Error('the body marks fields');
    expect(() => readTextValues(null, plan)).not.toThrow();
    expect(() => readTextValues(['1'], plan)).not.toThrow();
  });
});
