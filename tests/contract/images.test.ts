// Every image path in the data answers an image: the answers of every list operation of the template and
// of the product (walked as JSON), plus the mail attachment previews the template shows from
// images/apps/mailbox/. Generated SVGs, cached by path (ETag, a year's max-age).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, operations } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const IMAGE = /\.(png|jpe?g|gif|webp|svg)$/i;

/** Strings that are image paths (with a folder; a bare file name such as an attachment's is not a path). */
function imagePaths(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (IMAGE.test(value) && value.includes('/') && !/^(https?:|data:)/.test(value)) {
      found.add(value.startsWith('/') ? value : `/${value}`);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) imagePaths(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) imagePaths(item, found);
  }
  return found;
}

/** GET operations callable without parameters: every list of the template and every node collection. */
const plainGets = operations.filter(
  ({ method, path, operation }) =>
    method === 'get' &&
    !path.includes('{') &&
    !path.startsWith('/api/mock') &&
    !((operation.parameters ?? []) as { required?: boolean }[]).some((parameter) => parameter.required),
);

describe('image paths of the data', () => {
  it('answer an image for every path in every list answer and every mail attachment preview', async () => {
    const admin = await api.token('admin');
    const found = new Set<string>();
    for (const { path } of plainGets) {
      const response = await api.get(path, path.startsWith('/api/node') ? admin : undefined);
      if (response.status === 200) imagePaths(response.body, found);
    }
    // Mails list their attachments only one by one (the page answer is trimmed): read every inbox page.
    const mails = contractBody(await api.get('/api/apps/mailbox/mails?folder=inbox&page=1'), 'mailboxListMails');
    const attachments: { type: string; preview: string }[] = [];
    for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash']) {
      for (let page = 1; page <= 5; page++) {
        const body = (await api.get(`/api/apps/mailbox/mails?folder=${folder}&page=${page}`)).body as {
          mails: { attachments?: { type: string; preview: string }[] }[] | null;
        };
        for (const mail of body.mails ?? []) attachments.push(...(mail.attachments ?? []));
      }
    }
    expect(mails.mails?.length).toBeGreaterThan(0);
    const previews = attachments.filter((attachment) => attachment.type.startsWith('image/'));
    expect(previews.length).toBeGreaterThan(0);
    for (const { preview } of previews) found.add(`/images/apps/mailbox/${preview}`);

    // Avatars, card covers, product pictures, chat media and previews all appear.
    for (const kind of ['/images/avatars/', '/images/cards/', '/images/apps/ecommerce/products/', '/files/']) {
      expect(
        [...found].some((path) => path.startsWith(kind)),
        kind,
      ).toBe(true);
    }
    const broken: string[] = [];
    for (const path of found) {
      const response = await api.get(path);
      if (response.status !== 200 || !String(response.headers['content-type']).startsWith('image/')) {
        broken.push(`${path} → ${response.status} ${response.headers['content-type']}`);
      }
    }
    expect(broken).toEqual([]);
    expect(found.size).toBeGreaterThan(100);
  });
});

describe('GET /images/...', () => {
  it('draws avatars with DiceBear from the file name: the same name, the same face', async () => {
    const first = await api.get('/images/avatars/female-01.jpg');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = String(first.body instanceof Buffer ? first.body.toString('utf8') : first.text);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const again = await api.get('/images/avatars/female-01.jpg');
    const other = await api.get('/images/avatars/male-01.jpg');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('draws placeholders of the size the name states, labelled with the name', async () => {
    const response = await api.get('/images/cards/14-640x480.jpg').buffer(true);
    const svg = response.body.toString('utf8');
    expect(svg).toContain('width="640" height="480"');
    expect(svg).toContain('>14 640x480<');
  });

  it('is cached for a year and answers 304 to a matching If-None-Match', async () => {
    const response = await api.get('/images/apps/ecommerce/products/watch-01-01.jpg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await api.get('/images/apps/ecommerce/products/watch-01-01.jpg').set('If-None-Match', etag)).status).toBe(
      304,
    );
  });

  it('answers 404 with the Error body for paths that are not images', async () => {
    for (const path of [
      '/images/avatars/notes.txt',
      '/images/avatars/..%2F..%2Fpackage.json',
      '/images/a/b/c/d/e/f.png',
    ]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', field: 'path' });
    }
  });
});
