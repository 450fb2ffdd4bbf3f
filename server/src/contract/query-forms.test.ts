import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './load.ts';
import { queryPlan, readQuery, takesEmptyText } from './query-forms.ts';

const document = {
  openapi: '3.1.0',
  paths: {},
  components: { schemas: { ObjectId: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
} as unknown as OpenApiDocument;

describe('takesEmptyText', () => {
  it('is true for a plain string and a pattern that takes ""', () => {
    expect(takesEmptyText(document, { type: 'string', maxLength: 200 })).toBe(true);
    expect(takesEmptyText(document, { type: 'string', pattern: '^[a-z]*$' })).toBe(true);
    expect(takesEmptyText(document, { type: 'string', enum: ['', 'a'] })).toBe(true);
  });

  it('is false for numbers, lists, enums, formats, lengths and patterns that refuse ""', () => {
    for (const schema of [
      { type: 'integer' },
      { type: 'array', items: { type: 'string' } },
      { type: 'string', enum: ['asc', 'desc'] },
      { type: 'string', format: 'date-time' },
      { type: 'string', minLength: 1 },
      { $ref: '#/components/schemas/ObjectId' },
    ]) {
      expect(takesEmptyText(document, schema), JSON.stringify(schema)).toBe(false);
    }
  });
});

describe('readQuery', () => {
  const plan = queryPlan(document, [
    { name: 'q', in: 'query', schema: { type: 'string', minLength: 1 } },
    { name: 'query', in: 'query', schema: { type: 'string' } },
    { name: 'ids', in: 'query', schema: { type: 'array', items: { $ref: '#/components/schemas/ObjectId' } } },
  ]);
  const read = (url: string, query: Record<string, unknown>) => {
    if (plan === undefined) throw new Error('the parameters need a plan');
    readQuery(url, query, plan);
    return query;
  };

  it('leaves out an empty value a parameter does not take, and keeps one it takes', () => {
    expect(read('/x?q=&query=', { q: '', query: '' })).toEqual({ query: '' });
    expect(read('/x?ids=&ids=a', { ids: ['', 'a'] })).toEqual({ ids: ['a'] });
    expect(read('/x?ids=&ids=', { ids: ['', ''] })).toEqual({});
  });

  it('reads name[] as the list name, beside the values sent as name', () => {
    expect(read('/x?ids[]=a&ids[]=b', { 'ids[]': ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    expect(read('/x?ids=a&ids%5B%5D=b', { ids: 'a', 'ids[]': 'b' })).toEqual({ ids: ['a', 'b'] });
    expect(read('/x?ids[]=', { 'ids[]': '' })).toEqual({});
  });

  it('reads ids joined by commas as the list, in every form it comes in; a text that is no list of ids is left', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((digit) => digit.repeat(24));
    expect(read(`/x?ids=${a},${b}`, { ids: `${a},${b}` })).toEqual({ ids: [a, b] });
    expect(read(`/x?ids=${a}%2C${b}&ids=${c}`, { ids: [`${a},${b}`, c] })).toEqual({ ids: [a, b, c] });
    expect(read(`/x?ids[]=${a},${b}`, { 'ids[]': `${a},${b}` })).toEqual({ ids: [a, b] });
    // Not every part is an id: left for the validation to refuse, naming the item.
    expect(read(`/x?ids=${a},x`, { ids: `${a},x` })).toEqual({ ids: `${a},x` });
    expect(read('/x?q=a,b', { q: 'a,b' })).toEqual({ q: 'a,b' });
  });

  it('leaves a query with neither alone', () => {
    expect(read('/x?q=a', { q: 'a' })).toEqual({ q: 'a' });
  });
});
