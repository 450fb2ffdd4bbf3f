// Template file manager: folder listing sorted by name, breadcrumb path, root aliases, 404 for unknown folders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Item = Schema<'FileManagerItem'>;
type Listing = Schema<'FileManagerListing'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function listing(query = ''): Promise<Listing> {
  return contractBody(await api.get(`/api/apps/file-manager${query}`), 'fileManagerListItems');
}
const names = (items: Item[]) => items.map((item) => item.name);
const byLocale = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

describe('GET /api/apps/file-manager', () => {
  it('lists the root: 3 folders and 13 files, each sorted by name, with an empty path', async () => {
    const root = await listing();
    expect(root.folders).toHaveLength(3);
    expect(root.files).toHaveLength(13);
    expect(root.path).toEqual([]);
    expect(names(root.folders)).toEqual(byLocale(names(root.folders)));
    expect(names(root.files)).toEqual(byLocale(names(root.files)));
    expect(root.files.every((file) => file.type !== 'folder' && file.folderId === null)).toBe(true);
    expect(root.files[0]?.createdAt).not.toMatch(/^\d{4}-/);
  });

  // The template's form ("1.2 MB", a point for decimals): clients read it back into bytes to write it in their
  // own language (web/src/lib/intl/file-size.ts).
  it('gives every size as the template writes it: a number with a point, a space and a unit', async () => {
    const root = await listing();
    const items = [...root.folders, ...root.files];
    for (const folder of root.folders) items.push(...(await listing(`?folderId=${folder.id}`)).files);
    expect(items.length).toBeGreaterThan(16);
    for (const item of items) expect(item.size, item.name).toMatch(/^\d+(\.\d+)? (B|kB|MB|GB)$/);
  });

  // Human-readable, not ISO, as the spec says, in the seed's language ("14 de marzo de 2025"); a folder's contents
  // count its children ("2 elementos"). Clients read both back to write them in their own language
  // (web/src/lib/intl/long-date.ts, web/src/features/file-manager/use-item-texts.ts).
  it("writes dates as long dates of real days, and a folder's contents as the count of its children", async () => {
    const items = await allItems();
    const months = Array.from({ length: 12 }, (_, index) =>
      new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
    );
    for (const item of items) {
      for (const text of [item.createdAt, item.modifiedAt]) {
        const [, day, month, year] = /^(\d{1,2}) de (\p{L}+) de (\d{4})$/u.exec(text) ?? [];
        const date = new Date(Date.UTC(Number(year), months.indexOf(month ?? ''), Number(day)));
        expect(months, `${item.name}: ${text}`).toContain(month);
        expect(date.getUTCDate(), `${item.name}: ${text}`).toBe(Number(day));
      }
    }
    const folders = items.filter((item) => item.type === 'folder');
    expect(folders.length).toBe(4);
    for (const folder of folders) {
      const children = items.filter((item) => item.folderId === folder.id).length;
      expect(folder.contents).toBe(children === 1 ? '1 elemento' : `${children} elementos`);
    }
  });

  it("treats folderId 'null' and an empty folderId as the root", async () => {
    const root = await listing();
    expect(await listing('?folderId=null')).toEqual(root);
    expect(await listing('?folderId=')).toEqual(root);
  });

  it('lists a nested folder with the path from the topmost ancestor down to it', async () => {
    const root = await listing();
    let nested: { parent: Item; child: Item } | undefined;
    for (const folder of root.folders) {
      const inside = await listing(`?folderId=${folder.id}`);
      expect(inside.path).toEqual([folder]);
      const child = inside.folders[0];
      if (child !== undefined) nested = { parent: folder, child };
    }
    expect(nested, 'the seed has one nested folder').toBeDefined();
    const deep = await listing(`?folderId=${nested?.child.id}`);
    expect(deep.path).toEqual([nested?.parent, nested?.child]);
    expect(deep.files.every((file) => file.folderId === nested?.child.id)).toBe(true);
  });

  it('holds 21 items in all (4 folders, 17 files)', async () => {
    let folders = 0;
    let files = 0;
    const queue: (string | null)[] = [null];
    while (queue.length > 0) {
      const id = queue.shift();
      const page = await listing(id ? `?folderId=${id}` : '');
      folders += page.folders.length;
      files += page.files.length;
      queue.push(...page.folders.map((folder) => folder.id));
    }
    expect({ folders, files }).toEqual({ folders: 4, files: 17 });
  });

  it('answers 404 for an unknown folder or a file id', async () => {
    expectError(await api.get('/api/apps/file-manager?folderId=nope'), 404, { code: 'NOT_FOUND', field: 'folderId' });
    const [file] = (await listing()).files;
    expectError(await api.get(`/api/apps/file-manager?folderId=${file?.id}`), 404, { field: 'folderId' });
  });
});

const CONTENT_TYPES: Record<string, RegExp> = {
  JPG: /^image\/svg\+xml/,
  PDF: /^application\/pdf/,
  DOC: /^text\/plain/,
  XLS: /^text\/plain/,
  TXT: /^text\/plain/,
};

async function allItems(): Promise<Item[]> {
  const items: Item[] = [];
  const queue: (string | null)[] = [null];
  while (queue.length > 0) {
    const id = queue.shift();
    const page = await listing(id ? `?folderId=${id}` : '');
    items.push(...page.folders, ...page.files);
    queue.push(...page.folders.map((folder) => folder.id));
  }
  return items;
}

describe('GET /api/apps/file-manager/files/{id}', () => {
  it("serves every file item's url with a content type fitting its type; folders have no url", async () => {
    const items = await allItems();
    expect(items.filter((item) => item.type === 'folder').every((folder) => folder.url === null)).toBe(true);
    const files = items.filter((item) => item.type !== 'folder');
    expect(files).toHaveLength(17);
    for (const file of files) {
      expect(file.url).toBe(`/api/apps/file-manager/files/${file.id}`);
      const response = await api.get(String(file.url));
      expectContract(response, 'fileManagerGetFile');
      expect(response.status, file.name).toBe(200);
      expect(response.headers['content-type'], file.type).toMatch(CONTENT_TYPES[file.type] ?? /^$/);
    }
  });

  it('draws a PDF naming the file and a picture labelled with its name', async () => {
    const files = await allItems();
    const pdf = files.find((item) => item.type === 'PDF');
    const picture = files.find((item) => item.type === 'JPG');
    const pdfBody = await api.get(String(pdf?.url)).buffer(true);
    expect(Buffer.from(pdfBody.body as Buffer).toString('latin1')).toMatch(/^%PDF-1\.4/);
    const svg = await api.get(String(picture?.url));
    expect(String(svg.text ?? svg.body)).toContain('<svg');
  });

  it('answers 404 for a folder id or an unknown id', async () => {
    const [folder] = (await listing()).folders;
    expectError(await api.get(`/api/apps/file-manager/files/${folder?.id}`), 404, { code: 'NOT_FOUND', field: 'id' });
    expectError(await api.get('/api/apps/file-manager/files/nope'), 404, { code: 'NOT_FOUND', field: 'id' });
  });
});
