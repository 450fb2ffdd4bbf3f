// A path ending in "/" is the path without it, as Express takes it by default: a client that builds its addresses
// with a trailing slash ("/api/node/costs/") works against the mock as against a real back end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract } from '../helpers/contract.ts';

let api: Api;
let admin: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
});
afterAll(() => api.close());

describe('a trailing slash', () => {
  it('reads a list, a record and a search as their paths without it', async () => {
    const list = await api.get('/api/node/costs/', admin);
    expectContract(list, 'listCosts');
    const [first] = list.body as { _id: string }[];
    const record = await api.get(`/api/node/costs/${first?._id}/`, admin);
    expectContract(record, 'getCost');
    expect(record.body).toEqual(first);
    const search = await api.get('/api/node/costs/search/?size=2', admin);
    expectContract(search, 'searchCosts');
  });

  it('writes as the path without it, and still refuses what the path refuses', async () => {
    const [first] = (await api.get('/api/node/costs', admin)).body as Record<string, unknown>[];
    const { _id, createdAt, updatedAt, ...body } = first ?? {};
    const created = await api.post('/api/node/costs/', admin).send(body);
    expectContract(created, 'createCost');
    expect(created.status).toBe(200);
    expect((await api.get('/api/node/costs/', undefined)).status).toBe(401);
    expect((await api.get('/api/node/costs/not-an-id/', admin)).status).toBe(400);
  });
});
