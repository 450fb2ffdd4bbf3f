import { describe, expect, it } from 'vitest';
import { contractSerializerCompiler } from './serialization.ts';

const contract = {
  $id: 'contract',
  components: {
    schemas: {
      Post: {
        type: 'object',
        properties: { title: { type: 'string' }, author: { $ref: '#/components/schemas/Person' } },
      },
      Person: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          friends: { type: 'array', items: { $ref: '#/components/schemas/Person' } },
        },
      },
      Unrelated: { type: 'object', properties: { broken: { $ref: '#/components/schemas/Missing' } } },
    },
  },
};

describe('contractSerializerCompiler', () => {
  it('serialises through refs to other components (recursive ones too), dropping undeclared fields', () => {
    const serialize = contractSerializerCompiler(contract)({
      schema: { type: 'array', items: { $ref: 'contract#/components/schemas/Post' } },
      method: 'GET',
      url: '/posts',
      httpStatus: '200',
    });
    const posts = [{ title: 'T', secret: 'x', author: { name: 'A', friends: [{ name: 'B', friends: [] }] } }];
    expect(JSON.parse(serialize(posts))).toEqual([
      { title: 'T', author: { name: 'A', friends: [{ name: 'B', friends: [] }] } },
    ]);
  });
});
