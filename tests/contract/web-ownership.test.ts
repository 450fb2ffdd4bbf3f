// Web users and the records they own (registry `webOwner`): they read their own records and
// records without an owner, write only their own, and cannot give a record away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Row = Record<string, unknown> & { _id: string };

let api: Api;
let admin: string;
let lucia: string;
let me: { _id: string; personId: string };
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
  lucia = await api.token('web', SEEDED_CREDENTIALS.webUsers.lucia);
  me = (await api.get('/api/auth/web/me', lucia)).body as typeof me;
});
afterAll(() => api.close());

const list = async (collection: string, token: string) =>
  (await api.get(`/api/node/${collection}`, token)).body as Row[];

describe('web-user ownership', () => {
  it('a web user lists only their own web-user record and person; staff see all', async () => {
    expect((await list('webusers', lucia)).map((user) => user._id)).toEqual([me._id]);
    expect((await list('personas', lucia)).map((person) => person._id)).toEqual([me.personId]);
    expect((await list('personas', admin)).length).toBeGreaterThan(20);
    const search = await api.get('/api/node/personas/search?size=50', lucia);
    expect(contractBody(search, 'searchPersonas').total).toBe(1);
  });

  it('a web user edits their own person but not another one', async () => {
    const other = (await list('personas', admin)).find((person) => person._id !== me.personId);
    const own = await api.put(`/api/node/personas/${me.personId}`, lucia).send({ city: 'Teruel' });
    expectContract(own, 'updatePersona');
    expect(own.body).toMatchObject({ _id: me.personId, city: 'Teruel' });
    expectError(await api.put(`/api/node/personas/${other?._id}`, lucia).send({ city: 'Teruel' }), 403);
    expectError(await api.get(`/api/node/personas/${other?._id}`, lucia), 403);
  });

  it('workflows: definitions are visible to all, instances only to their requester', async () => {
    const mine = await list('workflows', lucia);
    expect(mine.some((workflow) => workflow.kind === 'definition')).toBe(true);
    for (const workflow of mine.filter((item) => item.kind === 'instance')) expect(workflow.requesterId).toBe(me._id);
    const othersInstance = (await list('workflows', admin)).find(
      (item) => item.kind === 'instance' && item.requesterId !== me._id,
    );
    if (othersInstance) expectError(await api.get(`/api/node/workflows/${othersInstance._id}`, lucia), 403);
  });

  it('a create by a web user is theirs, and they cannot file it for someone else', async () => {
    const definition = (await list('workflows', lucia)).find((item) => item.kind === 'definition') as Row;
    const { _id, createdAt, updatedAt, ...template } = definition;
    const filed = await api
      .post('/api/node/workflows', lucia)
      .send({ ...template, kind: 'instance', definitionId: _id });
    expectContract(filed, 'createWorkflow');
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body).toMatchObject({ requesterId: me._id });
    const forged = await api
      .post('/api/node/workflows', lucia)
      .send({ ...template, kind: 'instance', requesterId: 'ffffffffffffffffffffffff' });
    expectError(forged, 403, { field: 'requesterId' });
  });
});

describe('module-scoped records (registry webModule)', () => {
  it('a web user sees only the posts of the modules they hold', async () => {
    const pablo = await api.token('web', SEEDED_CREDENTIALS.webUsers.pablo);
    const posts = await list('posts', pablo);
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((post) => post.module))).toEqual(new Set(['capacitacion']));
    expect((await list('posts', lucia)).some((post) => post.module === 'tablero')).toBe(true);
    const board = (await list('posts', admin)).find((post) => post.module === 'tablero');
    const refused = await api.get(`/api/node/posts/${board?._id}`, pablo);
    expectError(refused, 403, { code: 'FORBIDDEN' });
    expectContract(refused, 'getPost');
    const search = await api.get('/api/node/posts/search?module=tablero', pablo);
    expect((search.body as { total: number }).total).toBe(0);
  });
});
