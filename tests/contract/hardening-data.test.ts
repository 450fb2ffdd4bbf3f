// Hardening of request data (issue 13): non-finite numbers, multipart only where declared,
// uniqueness, references, cycles and terms in use, company-chat authorship, module scoping of
// documents and assets, and safe notification links. Every refusal uses the one Error body.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';

let api: Api;
let admin: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
});
afterAll(() => api.close());

type Json = Record<string, unknown>;
const INFINITY = '1e309';
/** A raw JSON text with the overflowing literal in place of `"@INF@"` (supertest would send null). */
const rawJson = (value: Json): string => JSON.stringify(value).replaceAll('"@INF@"', INFINITY);

describe('non-finite numbers (1e309)', () => {
  const INVENTORY = '/api/apps/ecommerce/inventory';

  it.each(['stock', 'cost', 'price'])(
    'inventory product %s: 400 naming the field, product still readable',
    async (field) => {
      const products = (await api.get(`${INVENTORY}/products?page=0&size=1`)).body as { products: Json[] };
      const id = String(products.products[0]?.id);
      const response = await api
        .patch(`${INVENTORY}/product`)
        .set('content-type', 'application/json')
        .send(rawJson({ id, product: { [field]: '@INF@' } }));
      expectError(response, 400, { code: 'VALIDATION_FAILED', field: `product.${field}` });
      const read = await api.get(`${INVENTORY}/product?id=${id}`);
      expect(read.status).toBe(200);
      expect(Number.isFinite(Number((read.body as Json)[field])) || (read.body as Json)[field] === '').toBe(true);
    },
  );

  it('task order in a reorder', async () => {
    const tasks = (await api.get('/api/apps/tasks/all')).body as Json[];
    const response = await api
      .patch('/api/apps/tasks/order')
      .set('content-type', 'application/json')
      .send(rawJson({ tasks: [{ id: tasks[0]?.id, order: '@INF@' }] }));
    expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'tasks.0.order' });
    expect((await api.get('/api/apps/tasks/all')).status).toBe(200);
  });

  it('chat unread count', async () => {
    const chats = (await api.get('/api/apps/chat/chats')).body as Json[];
    const id = String(chats[0]?.id);
    const response = await api
      .patch('/api/apps/chat/chat')
      .set('content-type', 'application/json')
      .send(rawJson({ id, chat: { unreadCount: '@INF@' } }));
    expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'chat.unreadCount' });
    expect((await api.get(`/api/apps/chat/chat?id=${id}`)).status).toBe(200);
  });

  it('mail attachment size', async () => {
    const { mails } = contractBody(await api.get('/api/apps/mailbox/mails?folder=inbox'), 'mailboxListMails');
    const mail = mails?.find((candidate) => candidate.attachments.length > 0) ?? mails?.[0];
    const attachments = (mail?.attachments ?? []).map((attachment) => ({ ...attachment, size: '@INF@' }));
    const response = await api
      .patch('/api/apps/mailbox/mail')
      .set('content-type', 'application/json')
      .send(
        rawJson({ id: mail?.id, mail: { attachments: attachments.length > 0 ? attachments : [{ size: '@INF@' }] } }),
      );
    expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'mail.attachments.0.size' });
    expect((await api.get(`/api/apps/mailbox/mail?id=${mail?.id}`)).status).toBe(200);
  });

  it('a /api/node collection (products unitPrice), negative too, and nothing stored', async () => {
    const product = ((await api.get('/api/node/products', admin)).body as Json[])[0] as Json;
    for (const literal of [INFINITY, `-${INFINITY}`]) {
      const response = await api
        .put(`/api/node/products/${product._id}`, admin)
        .set('content-type', 'application/json')
        .send(`{"unitPrice": ${literal}}`);
      expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'unitPrice' });
    }
    const read = await api.get(`/api/node/products/${product._id}`, admin);
    expect(read.status).toBe(200);
    expect((read.body as Json).unitPrice).toBe(product.unitPrice);
  });

  it('a non-finite query number is refused as well', async () => {
    expectError(await api.get(`/api/node/products/search?page=${INFINITY}`, admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'page',
    });
  });
});

describe('multipart bodies', () => {
  const BOUNDARY = 'hardening-boundary';
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const form = (fields: Record<string, string>): string =>
    `${Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${BOUNDARY}--\r\n`;

  it('are refused with 415 where the contract declares only JSON, and nothing is stored', async () => {
    const before = (await api.get('/api/node/tags', admin)).body as Json[];
    const response = await api
      .post('/api/node/tags', admin)
      .set('content-type', multipartType)
      .send(form({ name: 'Multiparte', slug: 'multiparte' }));
    expectError(response, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await api.get('/api/node/tags', admin)).body).toHaveLength(before.length);
    const template = await api
      .patch('/api/apps/ecommerce/inventory/product')
      .set('content-type', multipartType)
      .send(form({ id: 'x' }));
    expectError(template, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('are accepted where declared (the contact avatar)', async () => {
    const contacts = (await api.get('/api/apps/contacts/all')).body as Json[];
    const id = String(contacts[0]?.id);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const response = await api.post('/api/apps/contacts/avatar').field('id', id).attach('avatar', png, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(response.status).toBe(200);
    expect(String((response.body as Json).avatar)).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    ['a truncated body', multipartType, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc`],
    ['no boundary', 'multipart/form-data', form({ id: 'abc' })],
    ['not multipart at all', multipartType, '{"id": "abc"}'],
  ])('malformed (%s) answers 400 INVALID_MULTIPART, never 500', async (_name, contentType, body) => {
    const response = await api.post('/api/apps/contacts/avatar').set('content-type', contentType).send(body);
    expectError(response, 400, { code: 'INVALID_MULTIPART' });
  });

  it('a part without a usable header is skipped, and the missing field is named', async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`;
    const response = await api.post('/api/apps/contacts/avatar').set('content-type', multipartType).send(body);
    expectError(response, 400, { code: 'VALIDATION_FAILED', field: 'id' });
  });
});

/** Sends raw bytes and resolves with everything the server wrote once it closes the socket. */
function rawExchange(port: number, text: string): Promise<{ answer: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), elapsedMs: performance.now() - started }),
    );
  });
}

const errorOf = (answer: string): Json => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Json;

describe.skipIf(baseUrl !== undefined)('request limits', () => {
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A small timeout for this app only: the stalled body is answered in well under a second.
    const config = loadConfig({
      ...process.env,
      MOCK_DELAY: 'off',
      LOG_LEVEL: 'silent',
      REQUEST_TIMEOUT_MS: '300',
      CONNECTIONS_CHECK_INTERVAL_MS: '50',
      MAX_HEADER_BYTES: '4096',
      MAX_URL_LENGTH: '1024',
    });
    const app = await buildApp({ config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
  });
  afterAll(() => close());

  it('a stalled body is answered 408 in the Error body and the socket closed', async () => {
    const head =
      'POST /api/apps/ecommerce/inventory/tag HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, elapsedMs } = await rawExchange(port, `${head}{"title": "half`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(errorOf(answer)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    expect(elapsedMs).toBeLessThan(5000);
  });

  it('a connection that sends nothing is answered 408 and closed', async () => {
    const { answer } = await rawExchange(port, '');
    expect(errorOf(answer)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('stalled headers are answered 408 too', async () => {
    const { answer } = await rawExchange(port, 'GET /api/mock/health HTTP/1.1\r\nHost: x\r\n');
    expect(errorOf(answer)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('oversized headers are answered 431 in the Error body', async () => {
    const { answer } = await rawExchange(
      port,
      `GET /api/mock/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(errorOf(answer)).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
  });

  it('a request that is not HTTP is answered 400 in the Error body', async () => {
    const { answer } = await rawExchange(port, 'HELLO\r\n\r\n');
    expect(errorOf(answer)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('a request target past the limit is answered 414 in the Error body', async () => {
    const { answer } = await rawExchange(
      port,
      `GET /api/mock/health?q=${'a'.repeat(2000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 414 /);
    expect(errorOf(answer)).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG' });
  });
});

describe.skipIf(baseUrl !== undefined)('request limits of the shared server', () => {
  it('414 for a request target past 8 KiB, in the Error body', async () => {
    expectError(await api.get(`/api/node/posts/search?q=${'a'.repeat(9000)}`, admin), 414, { code: 'URI_TOO_LONG' });
  });

  it("the router's refusals use the Error body too: a long path segment (414), a malformed escape (400)", async () => {
    expectError(await api.get(`/api/node/posts/${'a'.repeat(600)}`, admin), 414, { code: 'URI_TOO_LONG' });
    expectError(await api.get('/api/node/posts/%zz', admin), 400, { code: 'BAD_REQUEST' });
  });
});

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
    const group = (await chats()).find(
      (chat) => chat.createdById !== me && (chat.participants as string[]).includes(me),
    ) as Json;
    const mine = (await messages()).find((message) => message.chatId === group._id && message.senderId === me) as Json;
    const fewer = (group.participants as string[]).filter((person) => person === me || person === group.createdById);
    expectError(await api.put(`/api/node/sismessages/${mine._id}`, web).send({ participants: fewer }), 403, {
      code: 'NOT_CHAT_OWNER',
      field: 'participants',
    });
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
    expect(
      (await api.post('/api/node/sismessages', web).send({ ...post, participants: group.participants })).status,
    ).toBe(200);
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
