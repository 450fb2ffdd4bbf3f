// Hardening of request data (issue 13): non-finite numbers, multipart only where declared, and the
// request limits. Every refusal uses the one Error body.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
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
