// Product calls beyond the generic collections: project tree, serial numbers, hooks,
// web-user presence and person, boards, documents with assets and activity logging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Row = Record<string, unknown> & { _id: string };

let api: Api;
let admin: string;
let web: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
  web = await api.token('web');
});
afterAll(() => api.close());

const all = async (collection: string) => (await api.get(`/api/node/${collection}`, admin)).body as Row[];

describe('GET /api/node/projects/{id}/tree', () => {
  it('nests every descendant of the root under it', async () => {
    const projects = await all('projects');
    const root = projects.find(
      (project) => project.parentId === null && projects.some((child) => child.parentId === project._id),
    );
    expect(root, 'the seed has a project tree').toBeDefined();
    const response = await api.get(`/api/node/projects/${root?._id}/tree`, admin);
    expectContract(response, 'getProjectTree');
    const ids: string[] = [];
    const walk = (node: { project: Row; children: unknown[] }) => {
      ids.push(node.project._id);
      for (const child of node.children) walk(child as { project: Row; children: unknown[] });
    };
    walk(response.body);
    const expected = new Set([root?._id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const project of projects) {
        if (expected.has(project.parentId as string) && !expected.has(project._id)) {
          expected.add(project._id);
          grew = true;
        }
      }
    }
    expect(new Set(ids)).toEqual(expected);
    expectError(await api.get('/api/node/projects/ffffffffffffffffffffffff/tree', admin), 404);
  });

  it('PATCH /api/node/projects/{id} updates partially', async () => {
    const [project] = await all('projects');
    const response = await api.patch(`/api/node/projects/${project?._id}`, admin).send({ status: 'closed' });
    expectContract(response, 'patchProject');
    expect(response.body).toMatchObject({ _id: project?._id, status: 'closed', name: project?.name });
  });
});

describe('POST /api/node/seriales/nextitem', () => {
  it('hands out consecutive numbers and never the same one twice, even concurrently', async () => {
    const draws = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.post('/api/node/seriales/nextitem', admin).send({ name: 'expediente-prueba', prefix: 'EXP', year: 2026 }),
      ),
    );
    for (const draw of draws) expectContract(draw, 'nextSerial');
    const values = draws.map((draw) => contractBody(draw, 'nextSerial').value).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect((draws[0]?.body as { serial?: string } | undefined)?.serial).toMatch(/^EXP-2026-\d{6}$/);
    expectError(await api.post('/api/node/seriales/nextitem', admin).send({}), 400, { field: 'name' });
  });
});

describe('GET /api/node/manyhooks/by-name/{name}', () => {
  it('finds the person-group hook and 404s an unknown name', async () => {
    const response = await api.get('/api/node/manyhooks/by-name/person-group', admin);
    expectContract(response, 'findHookByName');
    expect(response.body).toMatchObject({ name: 'person-group' });
    expectError(await api.get('/api/node/manyhooks/by-name/no-such-hook', admin), 404, { field: 'name' });
  });
});

describe('web-user presence and person', () => {
  const me = async () => contractBody(await api.get('/api/auth/web/me', web), 'getCurrentUser');

  it('PATCH /webusers/{id}/status sets the presence and answers the updated web user', async () => {
    const { _id } = await me();
    for (const status of ['away', 'busy', 'not-visible', 'online']) {
      const response = await api.patch(`/api/node/webusers/${_id}/status`, web).send({ status });
      expectContract(response, 'updateWebuserStatus');
      expect(response.body).toMatchObject({ _id, status });
      expect(response.body).not.toHaveProperty('password');
    }
    expectError(await api.patch(`/api/node/webusers/${_id}/status`, web).send({ status: 'asleep' }), 400, {
      field: 'status',
    });
  });

  it('a web user may not change another web user', async () => {
    const other = (await all('webusers')).find((user) => user.username === SEEDED_CREDENTIALS.webUsers.pablo.username);
    expectError(await api.patch(`/api/node/webusers/${other?._id}/status`, web).send({ status: 'busy' }), 403);
    expect((await api.patch(`/api/node/webusers/${other?._id}/status`, admin).send({ status: 'busy' })).status).toBe(
      200,
    );
  });

  it('GET /webusers/{id}/person answers the person of the web user', async () => {
    const { _id, personId } = await me();
    const response = await api.get(`/api/node/webusers/${_id}/person`, web);
    expectContract(response, 'getWebuserPerson');
    expect(response.body).toMatchObject({ _id: personId });
  });
});

describe('boards', () => {
  it('GET /posts/published finds the published tablero posts, newest first, for tablero:view', async () => {
    const response = await api.get('/api/node/posts/published?module=tablero&action=view', web);
    const items = contractBody(response, 'searchPublishedPosts').items;
    expect(items.length).toBeGreaterThan(0);
    for (const post of items) expect(post).toMatchObject({ module: 'tablero', status: 'published' });
    const dates = items.map((post) => String(post.dtx_post));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses the board query to a web user without the tablero module', async () => {
    const pablo = await api.token('web', SEEDED_CREDENTIALS.webUsers.pablo);
    expectError(await api.get('/api/node/posts/published?module=tablero&action=view', pablo), 403, { field: 'module' });
  });

  it('GET /documents/with-assets answers each document of the targets with its assets', async () => {
    const posts = (await api.get('/api/node/posts/published?module=tablero', web)).body as {
      items: { processcontext: { targetId: string } }[];
    };
    const targetIds = posts.items.map((post) => post.processcontext.targetId);
    const response = await api.get(
      `/api/node/documents/with-assets?${targetIds.map((id) => `targetIds=${id}`).join('&')}`,
      web,
    );
    const found = contractBody(response, 'findDocumentsWithAssets');
    expect(found.length).toBeGreaterThan(0);
    for (const { document, assets } of found) {
      expect(targetIds).toContain(document.targetId);
      for (const asset of assets) expect(asset.documentId).toBe(document._id);
    }
    expect(found.some(({ assets }) => assets.length > 0)).toBe(true);
    expectError(await api.get('/api/node/documents/with-assets', web), 400, { field: 'targetIds' });
  });

  it('POST /activities logs what the user was shown in the audit log', async () => {
    const [post] = (await api.get('/api/node/posts/published?module=tablero', web)).body.items as Row[];
    const response = await api
      .post('/api/node/activities', web)
      .send({ action: 'view', collection: 'posts', entityId: post?._id, details: 'tablero' });
    expectContract(response, 'logActivity');
    const logged = (await api.get(`/api/node/auditlogs/${(response.body as Row)._id}`, admin)).body as Row;
    expect(logged).toMatchObject({ action: 'view', actorKind: 'web', entityId: post?._id, collection: 'posts' });
  });
});

describe('guest and profile', () => {
  it('POST /api/auth/web/guest signs in as invitado, who may read published trainings but not boards', async () => {
    const response = await api.post('/api/auth/web/guest');
    const { accessToken, user } = contractBody(response, 'loginAsGuest');
    expect(user).toMatchObject({ username: 'invitado', kind: 'web' });
    const trainings = await api.get('/api/node/posts/published?module=capacitacion&action=view', accessToken);
    expect((trainings.body as { total: number }).total).toBeGreaterThan(0);
    expectError(await api.get('/api/node/posts/published?module=tablero&action=view', accessToken), 403);
  });

  it('PATCH /webusers/{id}/profile changes the own contact data; a taken e-mail is 409', async () => {
    const { _id } = contractBody(await api.get('/api/auth/web/me', web), 'getCurrentUser');
    const response = await api
      .patch(`/api/node/webusers/${_id}/profile`, web)
      .send({ phone: '+34 600 111 222', language: 'en' });
    expectContract(response, 'updateWebuserProfile');
    expect(response.body).toMatchObject({ _id, phone: '+34 600 111 222', language: 'en' });
    const taken = await api
      .patch(`/api/node/webusers/${_id}/profile`, web)
      .send({ email: SEEDED_CREDENTIALS.webUsers.pablo.email });
    expectError(taken, 409, { field: 'email' });
    expectError(await api.patch(`/api/node/webusers/${_id}/profile`, web).send({}), 400);
    expectError(await api.patch(`/api/node/webusers/${_id}/profile`, web).send({ password: 'x' }), 400, {
      field: 'password',
    });
  });
});

describe('GET /files/{area}/{folder}/{file}', () => {
  it('answers a stand-in for every asset path: a PDF for documents, a picture for images; 404 otherwise', async () => {
    const assets = contractBody(await api.get('/api/node/assets', admin), 'listAssets');
    const pdf = assets.find((asset) => asset.mimeType === 'application/pdf');
    const image = assets.find((asset) => asset.mimeType.startsWith('image/'));
    const document = await api
      .get(`/${pdf?.path}`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expectContract(document, 'getAssetFile');
    expect(document.headers['content-type']).toBe('application/pdf');
    expect((document.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const picture = await api.get(`/${image?.path}`);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    const missing = await api.get('/files/tablero/2026/no-existe.pdf');
    expectError(missing, 404, { field: 'path' });
    expectContract(missing, 'getAssetFile');
    expectError(await api.get('/files/tablero/2026/..%2Fsecret'), 400);
  });
});
