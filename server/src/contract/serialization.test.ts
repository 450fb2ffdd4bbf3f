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

  // One compiler, as a server has: routes with the same schema share its serialisers.
  const compiler = contractSerializerCompiler(contract);
  /** What a route's serialiser writes, as text: a string, or bytes (Buffer) for frozen records and lists. */
  const compile = (schema: Record<string, unknown>) => {
    const serialize = compiler({ schema, method: 'GET', url: '/posts', httpStatus: '200' });
    return (data: unknown) => String(serialize(data));
  };

  /** A frozen post whose title getter counts how often the serialiser reads it. */
  function countedPost(title: string) {
    const reads = { count: 0 };
    const post = Object.freeze({
      get title() {
        reads.count += 1;
        return title;
      },
      secret: 'x',
    });
    return { post, reads };
  }

  it('writes a frozen record once and hands out the same JSON again, alone or in a list', () => {
    const one = compile({ $ref: 'contract#/components/schemas/Post' });
    const list = compile({ type: 'array', items: { $ref: 'contract#/components/schemas/Post' } });
    const { post, reads } = countedPost('T');
    expect(one(post)).toBe('{"title":"T"}');
    expect(one(post)).toBe('{"title":"T"}');
    expect(list([post, post])).toBe('[{"title":"T"},{"title":"T"}]');
    expect(reads.count).toBe(1);
  });

  it('writes records that are not frozen afresh, so a change always shows', () => {
    const one = compile({ $ref: 'contract#/components/schemas/Post' });
    const list = compile({ type: 'array', items: { $ref: 'contract#/components/schemas/Post' } });
    const post = { title: 'before', secret: 'x' };
    expect(one(post)).toBe('{"title":"before"}');
    post.title = 'after';
    expect(one(post)).toBe('{"title":"after"}');
    // A list with one unfrozen record among frozen ones is written whole, undeclared fields still dropped.
    expect(list([countedPost('A').post, post])).toBe('[{"title":"A"},{"title":"after"}]');
    expect(list([])).toBe('[]');
  });

  it('keeps the answer for a long frozen record or list encoded, once; short and unfrozen ones stay strings', () => {
    const one = compiler({
      schema: { $ref: 'contract#/components/schemas/Post' },
      method: 'GET',
      url: '/p/1',
      httpStatus: '200',
    });
    const list = compiler({
      schema: { type: 'array', items: { $ref: 'contract#/components/schemas/Post' } },
      method: 'GET',
      url: '/posts',
      httpStatus: '200',
    });
    const long = 'Año de la contratación. '.repeat(400);
    const { post } = countedPost(long);
    const answer: unknown = one(post);
    expect(Buffer.isBuffer(answer) && answer.toString('utf8')).toBe(JSON.stringify({ title: long }));
    expect(one(post)).toBe(answer);
    const listed: unknown = list([post]);
    expect(Buffer.isBuffer(listed) && listed.toString('utf8')).toBe(JSON.stringify([{ title: long }]));
    expect(list([post])).toBe(listed);
    expect(one(countedPost('Año').post)).toBe('{"title":"Año"}');
    expect(list([countedPost('Año').post])).toBe('[{"title":"Año"}]');
    expect(one({ title: long, secret: 'x' })).toBe(JSON.stringify({ title: long }));
  });

  it('answers a list of the same frozen records again with the same JSON, and any change with new JSON', () => {
    const list = compile({ type: 'array', items: { $ref: 'contract#/components/schemas/Post' } });
    const [a, b, c] = ['A', 'B', 'C'].map((title) => countedPost(title).post);
    expect(list([a, b])).toBe('[{"title":"A"},{"title":"B"}]');
    expect(list([a, b])).toBe('[{"title":"A"},{"title":"B"}]');
    expect(list([b, a])).toBe('[{"title":"B"},{"title":"A"}]');
    expect(list([b, c])).toBe('[{"title":"B"},{"title":"C"}]');
    expect(list([b])).toBe('[{"title":"B"}]');
    expect(list([b, c, a])).toBe('[{"title":"B"},{"title":"C"},{"title":"A"}]');
    const unfrozen = { title: 'D', secret: 'x' };
    expect(list([b, unfrozen])).toBe('[{"title":"B"},{"title":"D"}]');
    unfrozen.title = 'E';
    expect(list([b, unfrozen])).toBe('[{"title":"B"},{"title":"E"}]');
    expect(list([])).toBe('[]');
  });
});
