// The template's current user (`api/common/user`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DEMO_USER } from '../../server/src/template/user/demo-user.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract, expectError } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('GET /api/common/user', () => {
  it('answers the seeded demo user, online', async () => {
    const response = await api.get('/api/common/user');
    expectContract(response, 'userGet');
    expect(response.body).toMatchObject({
      name: TEMPLATE_DEMO_USER.name,
      email: TEMPLATE_DEMO_USER.email,
      status: 'online',
    });
  });
});

describe('PATCH /api/common/user', () => {
  it('shallow-merges a partial update and keeps the id', async () => {
    const before = (await api.get('/api/common/user')).body;
    const response = await api.patch('/api/common/user').send({ user: { id: 'other', status: 'busy' } });
    expectContract(response, 'userUpdate');
    expect(response.body).toEqual({ ...before, status: 'busy' });
    expect((await api.get('/api/common/user')).body.status).toBe('busy');
  });

  it('refuses unknown fields and statuses', async () => {
    expectError(await api.patch('/api/common/user').send({ user: { status: 'asleep' } }), 400);
    expectError(await api.patch('/api/common/user').send({ user: { role: 'admin' } }), 400);
    expectError(await api.patch('/api/common/user').send({}), 400, { field: 'user' });
  });
});
