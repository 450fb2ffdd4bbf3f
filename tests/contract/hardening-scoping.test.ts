// Hardening of request data (issue 13): module scoping of documents and assets by every path, and safe
// notification links. Every refusal uses the one Error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { expectError } from '../helpers/contract.ts';

let api: Api;
let admin: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
});
afterAll(() => api.close());

type Json = Record<string, unknown>;

describe('module scoping reaches documents and assets by every path', () => {
  let pablo: string;
  let lucia: string;
  let board: Json;
  let document: Json;
  let asset: Json;
  beforeAll(async () => {
    // Pablo holds only capacitacion:view; Lucía also tablero:view.
    pablo = await api.token('web', SEEDED_CREDENTIALS.webUsers.pablo);
    lucia = await api.token('web');
    const posts = (await api.get('/api/node/posts', admin)).body as Json[];
    board = posts.find((post) => post.module === 'tablero') as Json;
    const documents = (await api.get('/api/node/documents', admin)).body as Json[];
    const target = (board.processcontext as Json).targetId;
    document = documents.find((candidate) => candidate.targetId === target) as Json;
    const assets = (await api.get('/api/node/assets', admin)).body as Json[];
    asset = assets.find((candidate) => candidate.documentId === document._id) as Json;
  });
  const target = () => String((board.processcontext as Json).targetId);

  it('documents/with-assets answers nothing of a post the web user cannot read', async () => {
    const hidden = await api.get(`/api/node/documents/with-assets?targetIds=${target()}`, pablo);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual([]);
    const shown = (await api.get(`/api/node/documents/with-assets?targetIds=${target()}`, lucia)).body as Json[];
    expect(shown.length).toBeGreaterThan(0);
    expect(((shown[0]?.assets ?? []) as Json[]).length).toBeGreaterThan(0);
  });

  it('generic reads of documents: get 403, search and list leave them out', async () => {
    expectError(await api.get(`/api/node/documents/${document._id}`, pablo), 403, { code: 'FORBIDDEN' });
    const search = await api.get(`/api/node/documents/search?targetId=${target()}`, pablo);
    expect((search.body as { total: number }).total).toBe(0);
    const list = (await api.get('/api/node/documents', pablo)).body as Json[];
    expect(list.some((candidate) => candidate._id === document._id)).toBe(false);
    expect(list.length).toBeGreaterThan(0);
    expect((await api.get(`/api/node/documents/${document._id}`, lucia)).status).toBe(200);
  });

  it('generic reads of assets: get 403, search and list leave them out', async () => {
    expectError(await api.get(`/api/node/assets/${asset._id}`, pablo), 403, { code: 'FORBIDDEN' });
    const search = await api.get(`/api/node/assets/search?documentId=${document._id}`, pablo);
    expect((search.body as { total: number }).total).toBe(0);
    const list = (await api.get('/api/node/assets', pablo)).body as Json[];
    expect(list.some((candidate) => candidate._id === asset._id)).toBe(false);
    expect((await api.get(`/api/node/assets/${asset._id}`, lucia)).status).toBe(200);
    expect((await api.get(`/api/node/assets/${asset._id}`, admin)).status).toBe(200);
  });

  it("a project's documents are back-office only", async () => {
    const projects = (await api.get('/api/node/projects', admin)).body as Json[];
    const documents = (await api.get('/api/node/documents', admin)).body as Json[];
    const ofProject = documents.find((candidate) => projects.some((project) => project._id === candidate.targetId));
    expect(ofProject).toBeDefined();
    expectError(await api.get(`/api/node/documents/${ofProject?._id}`, lucia), 403);
  });
});

describe('notification links', () => {
  const URL = '/api/common/notifications';
  const base = { title: 'Aviso', description: 'Revise el expediente', read: false };

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    '/\\evil.example',
    'vbscript:msgbox(1)',
    'https://',
  ])('%s is refused with 400 naming the link; nothing stored', async (link) => {
    const before = ((await api.get(URL)).body as Json[]).length;
    expectError(await api.post(URL).send({ notification: { ...base, link } }), 400, {
      code: 'VALIDATION_FAILED',
      field: 'notification.link',
    });
    expect((await api.get(URL)).body).toHaveLength(before);
  });

  it('an update to a javascript: link is refused too', async () => {
    const [first] = (await api.get(URL)).body as Json[];
    expectError(await api.patch(URL).send({ id: first?.id, notification: { link: 'javascript:void(0)' } }), 400, {
      field: 'notification.link',
    });
    expect(((await api.get(URL)).body as Json[])[0]?.link).toBe(first?.link);
  });

  it.each([
    '/apps/mailbox',
    '/dashboards/project?tab=2#top',
    'https://contrataciondelestado.es/wps/portal',
    'http://example.org',
  ])('%s is accepted', async (link) => {
    const response = await api.post(URL).send({ notification: { ...base, link } });
    expect(response.status).toBe(200);
    expect((response.body as Json).link).toBe(link);
  });
});
