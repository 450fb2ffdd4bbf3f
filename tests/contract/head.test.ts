// Every GET answers HEAD too, as HTTP asks: the GET's status and headers, no body. A template GET that changes
// state (mark every notification or message as read) answers none, and changes nothing when asked with it.
import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/api.ts';
import { contract } from '../helpers/contract.ts';

const staff = staffClient();

/** The headers a HEAD must repeat from its GET. */
const described = (headers: Record<string, string | undefined>) => ({
  status: headers['content-type'],
  length: headers['content-length'],
  etag: headers.etag,
});

describe('HEAD', () => {
  it("answers a record's and a list's GET with their status and headers, without the body", async () => {
    const [first] = (await staff.api.get('/api/node/costs', staff.token)).body as { _id: string }[];
    for (const url of [`/api/node/costs/${first?._id}`, '/api/node/costs', '/api/node/costs/search?size=3']) {
      // The representation as sent (no compression), so that its length can be compared.
      const got = await staff.api.get(url, staff.token).set('Accept-Encoding', 'identity');
      const head = await staff.api.head(url, staff.token).set('Accept-Encoding', 'identity');
      expect(head.status, url).toBe(got.status);
      expect(got.status, url).toBe(200);
      expect(described(head.headers), url).toEqual(described(got.headers));
      expect(Number(head.headers['content-length']), url).toBe(Buffer.byteLength(got.text));
      expect(head.text ?? '', url).toBe('');
    }
    // Compressed as its GET is, for a client that takes compression.
    const got = await staff.api.get('/api/node/costs', staff.token).set('Accept-Encoding', 'br, gzip');
    const head = await staff.api.head('/api/node/costs', staff.token).set('Accept-Encoding', 'br, gzip');
    expect(got.headers['content-encoding']).toBe('br');
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('answers as the GET does when the GET is refused: a missing record, no token', async () => {
    const missing = await staff.api.head('/api/node/costs/0123456789abcdef01234567', staff.token);
    expect(missing.status).toBe(404);
    expect((await staff.api.head('/api/node/costs')).status).toBe(401);
  });

  it('is not answered by the GETs that change state, which change nothing when asked with it', async () => {
    const changing = Object.entries(contract.paths).filter(
      ([, item]) => (item as { get?: { 'x-changes-state'?: boolean } }).get?.['x-changes-state'] === true,
    );
    expect(changing.map(([path]) => path).sort()).toEqual([
      '/api/common/messages/mark-all-as-read',
      '/api/common/notifications/mark-all-as-read',
    ]);
    const unread = async () =>
      ((await staff.api.get('/api/common/notifications')).body as { read: boolean }[]).filter((item) => !item.read)
        .length;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    for (const [path] of changing) {
      for (const address of [path, `${path}/`]) {
        const head = await staff.api.head(address);
        expect(head.status, address).toBe(405);
        expect(head.headers.allow, address).toBe('GET, OPTIONS');
      }
    }
    expect(await unread()).toBe(before);
  });
});
