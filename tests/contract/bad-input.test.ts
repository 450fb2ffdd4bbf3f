// Bad input: a clear 4xx with the Error body naming the field, never a 500, and the stored
// data unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';
import { rawExchange } from '../helpers/raw-http.ts';
import { resolve, type Schema, schemaNamed } from '../helpers/samples.ts';

let api: Api;
let admin: string;
let web: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
  web = await api.token('web');
});
afterAll(() => api.close());

const postCount = async () => contractBody(await api.get('/api/node/posts/search?size=1', admin), 'searchPosts').total;
const validPost = {
  title: 'Jornada de transparencia',
  module: 'noticias',
  status: 'draft',
  dtx_post: '2026-11-01T09:00:00.000Z',
};

describe('request bodies', () => {
  it('malformed JSON is 400 INVALID_JSON', async () => {
    const response = await api
      .post('/api/node/posts', admin)
      .set('content-type', 'application/json')
      .send('{"title": ');
    expectError(response, 400, { code: 'INVALID_JSON' });
  });

  it('a number sent as text is not coerced ("7" is not a number)', async () => {
    const response = await api.post('/api/node/seriales/nextitem', admin).send({ name: 'coercion', padding: '7' });
    expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'padding' });
  });

  it('properties the contract forbids are rejected, not stripped', async () => {
    const before = await postCount();
    expectError(await api.post('/api/node/posts', admin).send({ ...validPost, isAdmin: true }), 400, {
      field: 'isAdmin',
    });
    expectError(
      await api
        .post('/api/node/posts', admin)
        .send({ ...validPost, processcontext: { targetId: 'ffffffffffffffffffffffff', extra: 1 } }),
      400,
      { field: 'processcontext.extra' },
    );
    expect(await postCount()).toBe(before);
  });

  it('__proto__ and constructor keys are refused and nothing is stored or polluted', async () => {
    const before = await postCount();
    for (const payload of [
      `{"__proto__": {"polluted": true}, "title": "x"}`,
      `{"constructor": {"prototype": {"polluted": true}}, "title": "x"}`,
    ]) {
      const response = await api.post('/api/node/posts', admin).set('content-type', 'application/json').send(payload);
      expectError(response, 400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await postCount()).toBe(before);
  });

  it('a body over the limit is 413', async () => {
    // Announced larger than the limit; the server refuses from the head, before any of the body is read.
    // (A real socket may be closed while a client still writes a large body: raw exchange, not supertest.)
    const answer = await rawExchange(
      api.origin,
      [
        'POST /api/node/posts HTTP/1.1',
        `Host: ${new URL(api.origin).host}`,
        `Authorization: Bearer ${admin}`,
        `x-mock-session: ${api.namespace}`,
        'Content-Type: application/json',
        'Content-Length: 5000000',
        'Connection: close',
        '',
        '{"title": "',
      ].join('\r\n'),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a body of another media type is 415', async () => {
    const response = await api.post('/api/node/posts', admin).set('content-type', 'application/xml').send('<post/>');
    expectError(response, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('choices', () => {
  it('a value outside a choice is refused naming the field and the values it takes, an optional one too', async () => {
    for (const { collection, entity, body, field } of [
      { collection: 'posts', entity: 'Post', body: validPost, field: 'status' },
      // Optional: it also takes "" and null, and its values are its first form's.
      {
        collection: 'personas',
        entity: 'Persona',
        body: { firstName: 'Ana', lastName: 'Ruiz' },
        field: 'documentType',
      },
    ]) {
      const property = (schemaNamed(`${entity}Input`).properties as Record<string, Schema>)[field] ?? {};
      const values = (resolve((property.anyOf as Schema[] | undefined)?.[0] ?? property).enum as string[]) ?? [];
      expect(values.length, `${field} is a choice`).toBeGreaterThan(1);
      const response = await api.post(`/api/node/${collection}`, admin).send({ ...body, [field]: 'otro' });
      expectError(response, 400, { code: 'VALIDATION_FAILED', field });
      const { message } = response.body as { message: string };
      for (const value of values) expect(message, field).toContain(JSON.stringify(value));
    }
  });
});

describe('routes and parameters', () => {
  it('an unknown collection is 404 naming it', async () => {
    const response = await api.get('/api/node/nosuchthing', admin);
    expectError(response, 404, { code: 'UNKNOWN_COLLECTION', field: 'collection' });
    expect((response.body as { message: string }).message).toContain('nosuchthing');
  });

  it('an unknown route is 404 with the Error body', async () => {
    expectError(await api.get('/api/nowhere', admin), 404, { code: 'UNKNOWN_ROUTE' });
  });

  it('page and size out of range name the parameter; numeric text in the query is coerced', async () => {
    expectError(await api.get('/api/node/posts/search?size=201', admin), 400, { field: 'size' });
    expectError(await api.get('/api/node/posts/search?page=abc', admin), 400, { field: 'page' });
    expect((await api.get('/api/node/posts/search?page=1&size=3', admin)).body).toMatchObject({ page: 1, size: 3 });
  });

  it('query parameters the contract does not declare are refused, naming them', async () => {
    const [post] = contractBody(await api.get('/api/node/posts', admin), 'listPosts');
    expectError(await api.get(`/api/node/posts/${post?._id}?debug=1`, admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'debug',
    });
    expectError(await api.get('/api/node/posts/search?debug=1', admin), 400, { field: 'debug' });
  });

  it('a web token on an admin-only call is 403 and changes nothing', async () => {
    const before = await postCount();
    expectError(await api.post('/api/node/posts', web).send(validPost), 403, { code: 'WRONG_USER_KIND' });
    expect(await postCount()).toBe(before);
  });

  it('a malformed Authorization header is 401 naming it', async () => {
    const response = await api.get('/api/node/posts').set('Authorization', 'Token abc');
    expectError(response, 401, { field: 'authorization' });
  });
});
