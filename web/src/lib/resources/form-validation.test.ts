// Client validation from the contract's zod schema: each issue lands on its field as a message key.
import { CreatePersonaBody } from '@api/zod/node-personas/node-personas.zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formFields } from './form-fields';
import { issueMessage, validateForm } from './form-validation';
import { initialValues, toBody } from './form-values';

const entity = {
  type: 'object' as const,
  required: ['code'],
  properties: {
    code: { type: 'string' as const, minLength: 1, maxLength: 5 },
    cpv: { type: 'string' as const, pattern: '^[0-9]{8}-[0-9]$' },
    price: { type: 'number' as const, minimum: 0 },
  },
};
const fields = formFields(
  { entity, createFields: ['code', 'cpv', 'price'], createRequired: ['code'], updateFields: [] },
  'create',
);
const schema = z.object({
  code: z.string().min(1).max(5),
  cpv: z
    .string()
    .regex(/^[0-9]{8}-[0-9]$/)
    .optional(),
  price: z.number().min(0).optional(),
});

describe('validateForm', () => {
  it('names the missing, too long, malformed and too small fields', () => {
    const values = { ...initialValues(fields), cpv: '12', price: -1 };
    expect(validateForm(fields, values, () => toBody(fields, values), schema)).toEqual({
      code: { key: 'required' },
      cpv: { key: 'pattern' },
      price: { key: 'min', values: { value: 0 } },
    });
    const long = { ...values, code: 'ABCDEFG', cpv: '', price: 1 };
    expect(validateForm(fields, long, () => toBody(fields, long), schema)).toEqual({
      code: { key: 'maxLength', values: { count: 5 } },
    });
  });

  it('passes a body the contract accepts', () => {
    const values = { ...initialValues(fields), code: 'A1', cpv: '30192000-1', price: 3 };
    expect(validateForm(fields, values, () => toBody(fields, values), schema)).toEqual({});
  });

  it('names what is wrong with a field\'s value where it takes other forms too ("", null): its value form says', () => {
    // A person's optional document type (a choice) and email also take "" (an emptied select or input) and null.
    const body = { firstName: 'Ana', lastName: 'Ruiz', documentType: 'DNIE', email: 'x' };
    const result = CreatePersonaBody.safeParse(body);
    const issues = result.success ? [] : result.error.issues;
    const messageOf = (field: string) =>
      issueMessage(issues.find((issue) => issue.path.join('.') === field) as Parameters<typeof issueMessage>[0]);
    // Both choices fail alike: zod says the union failed, and its first member (the value) says why.
    expect(issues.find((issue) => issue.path[0] === 'documentType')?.code).toBe('invalid_union');
    expect(messageOf('documentType')).toEqual({ key: 'option' });
    expect(messageOf('email')).toEqual({ key: 'format' });
  });
});
