// A path ending in "/" is the path without it, as Express takes it by default: a client that builds its addresses
// with a trailing slash ("/api/node/costs/") works against the mock as against a real back end.
import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/api.ts';
import { expectContract } from '../helpers/contract.ts';

const staff = staffClient();

describe('a trailing slash', () => {
  it('reads a list, a record and a search as their paths without it', async () => {
    const list = await staff.api.get('/api/node/costs/', staff.token);
    expectContract(list, 'listCosts');
    const [first] = list.body as { _id: string }[];
    const record = await staff.api.get(`/api/node/costs/${first?._id}/`, staff.token);
    expectContract(record, 'getCost');
    expect(record.body).toEqual(first);
    const search = await staff.api.get('/api/node/costs/search/?size=2', staff.token);
    expectContract(search, 'searchCosts');
  });

  it('writes as the path without it, and still refuses what the path refuses', async () => {
    const [first] = (await staff.api.get('/api/node/costs', staff.token)).body as Record<string, unknown>[];
    const { _id, createdAt, updatedAt, ...body } = first ?? {};
    const created = await staff.api.post('/api/node/costs/', staff.token).send(body);
    expectContract(created, 'createCost');
    expect(created.status).toBe(200);
    expect((await staff.api.get('/api/node/costs/', undefined)).status).toBe(401);
    expect((await staff.api.get('/api/node/costs/not-an-id/', staff.token)).status).toBe(400);
  });
});
