// Hardening of request data (issue 13): uniqueness, references, cycles and terms in use across the
// /api/node collections, and authorship in the company chat. Every refusal uses the one Error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('integrity of /api/node collections (x-unique, x-ref)', () => {
  const list = async (collection: string): Promise<Json[]> =>
    (await api.get(`/api/node/${collection}`, admin)).body as Json[];
  const MISSING = 'ffffffffffffffffffffffff';

  it('the served contract shows the declarations', async () => {
    const served = (await api.get('/openapi.json')).body as { components: { schemas: Record<string, Json> } };
    const input = served.components.schemas.UsuarioInput as { 'x-unique': string[]; properties: Record<string, Json> };
    expect(input['x-unique']).toEqual(['username', 'email']);
    expect(input.properties.personId?.['x-ref']).toEqual({ collection: 'personas' });
    const project = served.components.schemas.ProjectChanges as { properties: Record<string, Json> };
    expect(project.properties.parentId?.['x-ref']).toEqual({ collection: 'projects', tree: true });
  });

  it('a duplicate user name or e-mail (in any case) is 409 DUPLICATE naming the field; nothing stored', async () => {
    const [first, second] = await list('usuarios');
    const body = {
      username: first?.username,
      email: 'nuevo.usuario@supervision.example',
      firstName: 'Nuevo',
      lastName: 'Usuario',
      personId: first?.personId,
      roles: first?.roles,
      moduleroles: [],
      status: 'active',
      language: 'es',
      password: 'Contrasena.Segura.2026',
    };
    const before = (await list('usuarios')).length;
    expectError(await api.post('/api/node/usuarios', admin).send(body), 409, { code: 'DUPLICATE', field: 'username' });
    const email = { ...body, username: 'nuevo.usuario', email: String(first?.email).toUpperCase() };
    expectError(await api.post('/api/node/usuarios', admin).send(email), 409, { code: 'DUPLICATE', field: 'email' });
    expect(await list('usuarios')).toHaveLength(before);
    expectError(await api.put(`/api/node/usuarios/${second?._id}`, admin).send({ email: first?.email }), 409, {
      code: 'DUPLICATE',
      field: 'email',
    });
    // A record keeps its own values.
    expect((await api.put(`/api/node/usuarios/${first?._id}`, admin).send({ email: first?.email })).status).toBe(200);
  });

  it('duplicate web-user names, slugs and codes are refused too', async () => {
    const [lucia, pablo] = await list('webusers');
    expectError(await api.put(`/api/node/webusers/${pablo?._id}`, admin).send({ username: lucia?.username }), 409, {
      code: 'DUPLICATE',
      field: 'username',
    });
    const [tag] = await list('tags');
    expectError(await api.post('/api/node/tags', admin).send({ name: 'Otra', slug: tag?.slug }), 409, {
      code: 'DUPLICATE',
      field: 'slug',
    });
    const [first, second] = await list('projects');
    expectError(await api.patch(`/api/node/projects/${second?._id}`, admin).send({ code: first?.code }), 409, {
      code: 'DUPLICATE',
      field: 'code',
    });
  });

  it('a reference to a missing record is 409 REFERENCE_NOT_FOUND naming the field', async () => {
    const [task] = await list('tasks');
    expectError(await api.put(`/api/node/tasks/${task?._id}`, admin).send({ projectId: MISSING }), 409, {
      code: 'REFERENCE_NOT_FOUND',
      field: 'projectId',
    });
    const [project] = await list('projects');
    expectError(await api.patch(`/api/node/projects/${project?._id}`, admin).send({ tags: [MISSING] }), 409, {
      code: 'REFERENCE_NOT_FOUND',
      field: 'tags',
    });
    const [schema] = await list('reviewschemas');
    const factors = [{ factorId: MISSING, weight: 0.5 }];
    expectError(await api.put(`/api/node/reviewschemas/${schema?._id}`, admin).send({ factors }), 409, {
      code: 'REFERENCE_NOT_FOUND',
      field: 'factors.factorId',
    });
    expect((await api.get(`/api/node/tasks/${task?._id}`, admin)).body).toMatchObject({ projectId: task?.projectId });
  });

  it('a project cannot become its own ancestor (409 CYCLE); a valid move works', async () => {
    const projects = await list('projects');
    const child = projects.find((project) => typeof project.parentId === 'string') as Json;
    const parentId = String(child.parentId);
    expectError(await api.patch(`/api/node/projects/${parentId}`, admin).send({ parentId: child._id }), 409, {
      code: 'CYCLE',
      field: 'parentId',
    });
    expectError(await api.patch(`/api/node/projects/${child._id}`, admin).send({ parentId: child._id }), 409, {
      code: 'CYCLE',
    });
    const root = projects.find((project) => project.parentId === null && project._id !== parentId) as Json;
    expect((await api.patch(`/api/node/projects/${child._id}`, admin).send({ parentId: root._id })).status).toBe(200);
  });

  it('a term in use cannot be deleted (409 IN_USE); an unused one can', async () => {
    const terms = await list('terminos');
    const broader = terms.find((term) => terms.some((other) => other.broaderId === term._id)) as Json;
    expectError(await api.delete(`/api/node/terminos/${broader._id}`, admin), 409, { code: 'IN_USE' });
    expect((await api.get(`/api/node/terminos/${broader._id}`, admin)).status).toBe(200);
    const created = (
      await api
        .post('/api/node/terminos', admin)
        .send({ tesauroId: broader.tesauroId, term: 'Término sin uso', language: 'es' })
    ).body as Json;
    expect((await api.delete(`/api/node/terminos/${created._id}`, admin)).status).toBe(200);
  });
});

describe('company chat (sismessages, chats)', () => {
  let web: string;
  let me: string;
  beforeAll(async () => {
    web = await api.token('web');
    me = String(((await api.get('/api/auth/web/me', web)).body as Json).personId);
  });
  const messages = async (): Promise<Json[]> => (await api.get('/api/node/sismessages', web)).body as Json[];
  const chats = async (): Promise<Json[]> => (await api.get('/api/node/chats', admin)).body as Json[];

  it('the sender is the caller: a forged senderId and sender are replaced', async () => {
    const chat = (await chats()).find((candidate) => candidate.createdById === me) as Json;
    const other = (chat.participants as string[]).find((person) => person !== me);
    const response = await api.post('/api/node/sismessages', web).send({
      name: chat.name,
      chatId: chat._id,
      senderId: other,
      sender: 'Otra persona',
      receiverId: other,
      isReceiverAGroup: false,
      participants: chat.participants,
      ts_msg: 1795000000000,
      textdata: 'Mensaje con remitente falsificado',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ senderId: me, sender: 'Lucía Martín Ortega' });
  });

  it("only the sender edits or deletes a message (403 NOT_SENDER); others' text is unchanged", async () => {
    const all = await messages();
    const theirs = all.find((message) => message.senderId !== me) as Json;
    const mine = all.find((message) => message.senderId === me) as Json;
    expectError(await api.put(`/api/node/sismessages/${theirs._id}`, web).send({ textdata: 'Cambiado' }), 403, {
      code: 'NOT_SENDER',
    });
    expectError(await api.delete(`/api/node/sismessages/${theirs._id}`, web), 403, { code: 'NOT_SENDER' });
    expect((await api.get(`/api/node/sismessages/${theirs._id}`, web)).body).toMatchObject({
      textdata: theirs.textdata,
    });
    const edited = await api
      .put(`/api/node/sismessages/${mine._id}`, web)
      .send({ textdata: 'Corregido', senderId: theirs.senderId });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ textdata: 'Corregido', senderId: me });
    expect((await api.delete(`/api/node/sismessages/${mine._id}`, web)).status).toBe(200);
    expect((await api.get(`/api/node/sismessages/${mine._id}`, web)).status).toBe(404);
  });

  it("only the chat's owner changes participants (403 NOT_CHAT_OWNER)", async () => {
    // A group someone else started, in which the user writes a message of their own.
    const group = (await chats()).find(
      (chat) => chat.createdById !== me && (chat.participants as string[]).includes(me),
    ) as Json;
    const fewer = (group.participants as string[]).filter((person) => person === me || person === group.createdById);
    const post = {
      name: group.name,
      chatId: group._id,
      senderId: me,
      sender: 'x',
      receiverId: group._id,
      isReceiverAGroup: true,
      ts_msg: 1795000000000,
      textdata: 'Hola',
    };
    expectError(await api.post('/api/node/sismessages', web).send({ ...post, participants: fewer }), 403, {
      code: 'NOT_CHAT_OWNER',
    });
    const mine = await api.post('/api/node/sismessages', web).send({ ...post, participants: group.participants });
    expect(mine.status).toBe(200);
    expectError(
      await api.put(`/api/node/sismessages/${(mine.body as Json)._id}`, web).send({ participants: fewer }),
      403,
      {
        code: 'NOT_CHAT_OWNER',
        field: 'participants',
      },
    );
  });

  it('a chat-list entry (uchats) only for a chat its owner takes part in', async () => {
    const elsewhere = (await chats()).find((chat) => !(chat.participants as string[]).includes(me)) as Json;
    const entry = { ownerId: me, chatId: elsewhere._id, username: 'intruso', isGroup: true, unreadCount: 0 };
    expectError(await api.post('/api/node/uchats', web).send(entry), 403, { code: 'FORBIDDEN', field: 'chatId' });
    const mine = ((await api.get('/api/node/uchats', web)).body as Json[])[0] as Json;
    expectError(await api.put(`/api/node/uchats/${mine._id}`, web).send({ chatId: elsewhere._id }), 403, {
      field: 'chatId',
    });
  });

  it('staff who did not open a chat cannot change its participants or hand it over; its name they can', async () => {
    const chat = (await chats()).find((candidate) => !(candidate.participants as string[]).includes(me)) as Json;
    const url = `/api/node/chats/${chat._id}`;
    const fewer = (chat.participants as string[]).slice(0, 2);
    const more = [...(chat.participants as string[]), me];
    const changed = (chat.participants as string[]).length > 2 ? fewer : more;
    expectError(await api.put(url, admin).send({ participants: changed }), 403, { code: 'NOT_CHAT_OWNER' });
    expectError(await api.put(url, admin).send({ createdById: me }), 403, { code: 'NOT_CHAT_OWNER' });
    expect((await api.put(url, admin).send({ name: 'Conversación renombrada' })).status).toBe(200);
  });
});

describe('names of collections and fields (x-collection-name, x-field-of)', () => {
  const view = {
    name: 'Vista de prueba de nombres',
    collection: 'projects',
    columns: ['code', 'budget.amount'],
    filters: [{ field: 'status', operator: 'eq', value: 'tendering' }],
    sortField: 'code',
    isDefault: false,
  };
  const stored = async (): Promise<Json[]> =>
    ((await api.get('/api/node/viewselectors', admin)).body as Json[]).filter((saved) => saved.name === view.name);

  it('the served contract marks them', async () => {
    const served = (await api.get('/openapi.json')).body as { components: { schemas: Record<string, Json> } };
    const input = served.components.schemas.ViewSelectorInput as { properties: Record<string, Json> };
    expect(input.properties.collection?.['x-collection-name']).toBe(true);
    expect(((input.properties.columns?.items ?? {}) as Json)['x-field-of']).toEqual({
      collection: 'collection',
      as: 'columns',
    });
    expect(input.properties.sortField?.['x-field-of']).toEqual({ collection: 'collection', as: 'sort' });
  });

  it('a collection that does not exist is 400 VALIDATION_FAILED naming the field; nothing stored', async () => {
    expectError(await api.post('/api/node/viewselectors', admin).send({ ...view, collection: 'expedientes' }), 400, {
      code: 'VALIDATION_FAILED',
      field: 'collection',
    });
    const relation = {
      sourceCollection: 'projects',
      sourceId: 'ffffffffffffffffffffffff',
      targetCollection: 'nope',
      targetId: 'ffffffffffffffffffffffff',
    };
    expectError(await api.post('/api/node/relations', admin).send({ ...relation, type: 'related' }), 400, {
      field: 'targetCollection',
    });
    expect(await stored()).toEqual([]);
  });

  it("columns, filters and the sort must be the collection's own: 400 naming the field", async () => {
    const refusals: [Json, string][] = [
      [{ columns: ['code', 'nombre'] }, 'columns'],
      [{ sortField: 'budget' }, 'sortField'],
      [{ filters: [{ field: 'budget.amount', operator: 'gt', value: '1000' }] }, 'filters.field'],
    ];
    for (const [change, field] of refusals)
      expectError(await api.post('/api/node/viewselectors', admin).send({ ...view, ...change }), 400, {
        code: 'VALIDATION_FAILED',
        field,
      });
    expect(await stored()).toEqual([]);
  });

  it('an update is held to the same names, its optional lists included; the view is left as it was', async () => {
    const created = await api.post('/api/node/viewselectors', admin).send(view);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { _id: string })._id;
    const refusals: [Json, string][] = [
      [{ columns: ['code', 'nombre'] }, 'columns'],
      [{ sortField: 'budget' }, 'sortField'],
      [{ filters: [{ field: 'budget.amount', operator: 'gt', value: '1000' }] }, 'filters.field'],
    ];
    for (const [change, field] of refusals)
      expectError(await api.put(`/api/node/viewselectors/${id}`, admin).send(change), 400, {
        code: 'VALIDATION_FAILED',
        field,
      });
    expect((await api.get(`/api/node/viewselectors/${id}`, admin)).body).toEqual(created.body);
    expect((await api.delete(`/api/node/viewselectors/${id}`, admin)).status).toBe(200);
  });

  it("a filter's value must be one the filter takes, as the list would read it: 400 naming filters.value", async () => {
    const tasksView = { ...view, collection: 'tasks', columns: ['title'], sortField: 'dueDate' };
    const filtered = (filter: Json) => ({ ...tasksView, filters: [filter] });
    const refusals: Json[] = [
      { field: 'priority', operator: 'eq', value: 'muy alta' },
      { field: 'priority', operator: 'in', value: 'urgent,someday' },
      { field: 'priority', operator: 'ne', value: '' },
      { field: 'projectId', operator: 'eq', value: 'EXP-2025-0037' },
    ];
    for (const filter of refusals)
      expectError(await api.post('/api/node/viewselectors', admin).send(filtered(filter)), 400, {
        code: 'VALIDATION_FAILED',
        field: 'filters.value',
      });
    expect(await stored()).toEqual([]);
    // Flags and numbers are read from their text, as in a query string; `contains` takes any part of a text.
    const accepted: [string, Json][] = [
      ['tasks', { field: 'priority', operator: 'in', value: 'urgent,high' }],
      ['c2qfactors', { field: 'active', operator: 'eq', value: 'true' }],
      ['rbpmanagers', { field: 'year', operator: 'eq', value: '2025' }],
      ['personas', { field: 'province', operator: 'contains', value: 'gra' }],
    ];
    for (const [collection, filter] of accepted) {
      const columns = collection === 'tasks' ? ['title'] : ['_id'];
      const body = { ...view, collection, columns, sortField: undefined, filters: [filter] };
      const created = await api.post('/api/node/viewselectors', admin).send(body);
      expect(created.status, `${collection} ${JSON.stringify(filter)}`).toBe(200);
      expect((await api.delete(`/api/node/viewselectors/${(created.body as Json)._id}`, admin)).status).toBe(200);
    }
    for (const [collection, filter] of [
      ['rbpmanagers', { field: 'year', operator: 'eq', value: 'dos mil' }],
      ['c2qfactors', { field: 'active', operator: 'eq', value: 'sí' }],
    ] as const) {
      const body = { ...view, collection, columns: ['_id'], sortField: undefined, filters: [filter] };
      expectError(await api.post('/api/node/viewselectors', admin).send(body), 400, { field: 'filters.value' });
    }
    expect(await stored()).toEqual([]);
  });

  it('a view of other collection needs its fields in the same write', async () => {
    const created = await api.post('/api/node/viewselectors', admin).send(view);
    expect(created.status).toBe(200);
    const id = (created.body as Json)._id as string;
    // Projects' columns do not belong to tasks.
    expectError(await api.put(`/api/node/viewselectors/${id}`, admin).send({ collection: 'tasks' }), 400, {
      field: 'columns',
    });
    const moved = await api
      .put(`/api/node/viewselectors/${id}`, admin)
      .send({ collection: 'tasks', columns: ['title', 'dueDate'], filters: [], sortField: 'dueDate' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ collection: 'tasks', columns: ['title', 'dueDate'], sortField: 'dueDate' });
    expect((await api.delete(`/api/node/viewselectors/${id}`, admin)).status).toBe(200);
  });
});
