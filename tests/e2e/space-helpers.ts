// Helpers of the training and personal space browser tests: the services navigation of the personal home,
// admin calls that change a test's state namespace, and a picture to upload.
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, type LoginResult } from './fixtures.ts';

export const services = (page: Page) => page.getByRole('navigation', { name: 'Servicios de su espacio personal' });

export async function adminToken(api: APIRequestContext): Promise<string> {
  const response = await api.post('/api/auth/admin/login', {
    data: { username: accounts.admin.username, password: accounts.admin.password },
  });
  return ((await response.json()) as LoginResult).accessToken;
}

/** Archives every published board of the test's state namespace, so the viewer has none to show. */
export async function archivePublishedBoards(api: APIRequestContext): Promise<void> {
  const headers = bearer(await adminToken(api));
  const found = await api.get('/api/node/posts/search?module=tablero&status=published&size=100', { headers });
  const { items } = await okJson(found, 'searchPosts');
  expect(items.length).toBeGreaterThan(0);
  for (const { _id } of items) {
    const changed = await api.put(`/api/node/posts/${_id}`, { headers, data: { status: 'archived' } });
    expect(changed.ok()).toBe(true);
  }
}

/** A 400 × 300 PNG photo stand-in (two colour bands), encoded here so the upload goes through a real file. */
export function pngPicture(): Buffer {
  const width = 400;
  const height = 300;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      rows.set(y < height / 2 ? [59, 91, 219] : [255, 212, 59], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
