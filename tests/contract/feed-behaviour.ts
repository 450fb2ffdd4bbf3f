// The shared contract tests of the top-bar panels (messages, notifications, shortcuts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract, expectError } from '../helpers/contract.ts';

type Item = Record<string, unknown> & { id: string };

export interface FeedCase {
  /** e.g. `/api/common/messages` */
  path: string;
  /** operationId prefix, e.g. `messages` */
  prefix: string;
  /** body key, e.g. `message` */
  key: string;
  seeded: number;
  seededRead?: number;
  /** A valid new item, and a field the input requires. */
  input: Record<string, unknown>;
  requiredField: string;
  /** A change to merge. */
  change: Record<string, unknown>;
}

export function describeFeed(feed: FeedCase): void {
  let api: Api;
  beforeAll(async () => {
    api = await createApi();
  });
  afterAll(() => api.close());
  const list = async () => (await api.get(feed.path)).body as Item[];

  describe(`GET ${feed.path}`, () => {
    it('answers the seeded items in stored order', async () => {
      const response = await api.get(feed.path);
      expectContract(response, `${feed.prefix}List`);
      expect(response.body).toHaveLength(feed.seeded);
      if (feed.seededRead !== undefined) {
        expect((response.body as Item[]).filter((item) => item.read === true)).toHaveLength(feed.seededRead);
      }
    });
  });

  describe(`POST ${feed.path}`, () => {
    it('inserts the item with a new id at the front', async () => {
      const response = await api.post(feed.path).send({ [feed.key]: feed.input });
      expectContract(response, `${feed.prefix}Create`);
      expect(response.body).toMatchObject(feed.input);
      expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
      const items = await list();
      expect(items[0]).toEqual(response.body);
      if (feed.seededRead !== undefined) expect(response.body).toMatchObject({ read: false, time: expect.any(String) });
    });

    it('answers 400 naming a missing required field', async () => {
      const { [feed.requiredField]: _missing, ...rest } = feed.input;
      expectError(await api.post(feed.path).send({ [feed.key]: rest }), 400, {
        field: `${feed.key}.${feed.requiredField}`,
      });
    });
  });

  describe(`PATCH ${feed.path}`, () => {
    it('shallow-merges the change and keeps the stored id', async () => {
      const [first] = await list();
      const response = await api.patch(feed.path).send({ id: first?.id, [feed.key]: { ...feed.change, id: 'x' } });
      expectContract(response, `${feed.prefix}Update`);
      expect(response.body).toEqual({ ...first, ...feed.change });
      expect((await list())[0]).toEqual(response.body);
    });

    it('answers 200 null for an unknown id', async () => {
      const response = await api.patch(feed.path).send({ id: 'unknown', [feed.key]: feed.change });
      expectContract(response, `${feed.prefix}Update`);
      expect(response.text).toBe('null');
    });
  });

  describe(`DELETE ${feed.path}`, () => {
    it('answers the removed item', async () => {
      const before = await list();
      const target = before[1] as Item;
      const response = await api.delete(`${feed.path}?id=${target.id}`);
      expectContract(response, `${feed.prefix}Delete`);
      expect(response.body).toEqual(target);
      expect((await list()).map((item) => item.id)).toEqual(
        before.filter((item) => item !== target).map((item) => item.id),
      );
    });

    it('answers 404 for an unknown id and removes nothing (the template removed the last item)', async () => {
      const before = await list();
      expectError(await api.delete(`${feed.path}?id=unknown`), 404, { code: 'NOT_FOUND', field: 'id' });
      expect(await list()).toEqual(before);
      expectError(await api.delete(feed.path), 400, { field: 'id' });
    });
  });

  if (feed.seededRead === undefined) return;

  describe(`GET ${feed.path}/mark-all-as-read`, () => {
    it('sets read and seen on every item', async () => {
      const response = await api.get(`${feed.path}/mark-all-as-read`);
      expectContract(response, `${feed.prefix}MarkAllAsRead`);
      expect(response.body).toBe(true);
      for (const item of await list()) expect(item).toMatchObject({ read: true, seen: true });
    });
  });

  describe(`POST ${feed.path}/toggle-read-status`, () => {
    it('sets the stored read flag to the value sent', async () => {
      const [first] = await list();
      const response = await api
        .post(`${feed.path}/toggle-read-status`)
        .send({ [feed.key]: { id: first?.id, read: false } });
      expectContract(response, `${feed.prefix}ToggleReadStatus`);
      expect(response.body).toMatchObject({ id: first?.id, read: false });
      expect((await list())[0]?.read).toBe(false);
    });

    it('answers 200 null for an unknown id and 400 without read', async () => {
      const unknown = await api
        .post(`${feed.path}/toggle-read-status`)
        .send({ [feed.key]: { id: 'unknown', read: true } });
      expect(unknown.text).toBe('null');
      const [first] = await list();
      expectError(await api.post(`${feed.path}/toggle-read-status`).send({ [feed.key]: { id: first?.id } }), 400, {
        field: `${feed.key}.read`,
      });
    });
  });
}
