// Mock controls shared by both APIs: state namespaces, reset, delays and forced failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

let first: Api;
let second: Api;
beforeAll(async () => {
  first = await createApi();
  second = await createApi();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const tags = async (api: Api) => contractBody(await api.get('/api/node/tags', await api.token('admin')), 'listTags');

describe.skipIf(baseUrl !== undefined)('state namespaces (x-mock-session)', () => {
  it('isolate writes between namespaces and reset one namespace to the seed', async () => {
    const token = await first.token('admin');
    const created = await first
      .post('/api/node/tags', token)
      .send({ name: 'Solo en el primero', slug: 'solo-en-el-primero' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await tags(first)).some((tag) => tag.name === 'Solo en el primero')).toBe(true);
    expect((await tags(second)).some((tag) => tag.name === 'Solo en el primero')).toBe(false);

    const reset = await first.post('/api/mock/reset');
    expectContract(reset, 'resetState');
    expect(reset.body).toMatchObject({ namespace: first.namespace });
    expect((await tags(first)).some((tag) => tag.name === 'Solo en el primero')).toBe(false);
    expect(await tags(first)).toEqual(await tags(second));
  });

  it('refuses a malformed namespace name', async () => {
    expectError(await first.get('/api/mock/health').set('x-mock-session', 'no spaces allowed'), 400, {
      field: 'x-mock-session',
    });
  });
});

describe('delays and forced failures', () => {
  it('x-mock-delay delays the answer by at least that many milliseconds', async () => {
    const started = Date.now();
    const response = await first.get('/api/mock/health').set('x-mock-delay', '250');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expectError(await first.get('/api/mock/health').set('x-mock-delay', '99999'), 400, { field: 'x-mock-delay' });
  });

  it('Prefer: code=<status> forces a declared error response, and refuses an undeclared one', async () => {
    const forced = await first.get('/api/mock/health').set('Prefer', 'code=503');
    expectError(forced, 503, { code: 'SIMULATED_FAILURE' });
    expectContract(forced, 'getHealth');
    const admin = await first.token('admin');
    expectError(await first.get('/api/node/posts/ffffffffffffffffffffffff', admin).set('Prefer', 'code=404'), 404, {
      code: 'SIMULATED_FAILURE',
    });
    expectError(await first.get('/api/mock/health').set('Prefer', 'code=418'), 400, { field: 'prefer' });
  });
});
