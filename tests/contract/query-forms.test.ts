// Query strings as real clients build them: a search form sends its empty filters as "" ("?q=&category=&page="),
// which is the same as not sending them where a parameter takes no ""; a required one sent empty is missing,
// named. A list sent the way axios and jQuery send lists ("ids[]=a&ids[]=b") is the contract's list. jQuery's
// cache-buster ("_=<timestamp>", declared in `x-ignored-query-parameters`) is ignored by every operation.
import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/api.ts';
import { contract, expectError, operations } from '../helpers/contract.ts';
import { resolve, type Schema } from '../helpers/samples.ts';

const staff = staffClient();

/** Whether "" is a value of a parameter's schema, read from the contract. */
const takesEmpty = (raw: unknown): boolean => {
  const schema = resolve(raw as Schema);
  if (schema.type !== 'string') return false;
  if (Array.isArray(schema.enum)) return schema.enum.includes('');
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return false;
  if (schema.format !== undefined) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test('');
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

// The reads whose query parameters are all optional, with those a "" is no value of.
const reads = operations.flatMap(({ method, path, operation }) => {
  if (method !== 'get' || path.includes('{')) return [];
  const shared = ((contract.paths[path] as { parameters?: Schema[] }).parameters ?? []).map(resolve);
  const query = [...shared, ...((operation.parameters as Schema[] | undefined) ?? []).map(resolve)].filter(
    (parameter) => (parameter as unknown as Parameter).in === 'query',
  ) as unknown as Parameter[];
  const empties = query.filter((parameter) => !takesEmpty(parameter.schema)).map((parameter) => parameter.name);
  if (query.some((parameter) => parameter.required) || empties.length === 0) return [];
  return [{ operationId: operation.operationId, path, empties }];
});

// Every read with no path parameter that changes nothing: the same answer with a cache-buster as without.
const plainReads = operations.filter(
  ({ method, path, operation }) =>
    method === 'get' && !path.includes('{') && operation['x-changes-state'] !== true && !path.startsWith('/api/mock/'),
);

describe("jQuery's cache-buster", () => {
  const ignored = (contract as { 'x-ignored-query-parameters'?: string[] })['x-ignored-query-parameters'];

  it('is declared as a query parameter every operation ignores', () => {
    expect(ignored).toEqual(['_']);
    expect(plainReads.length).toBeGreaterThan(60);
  });

  it.each(plainReads.map(({ operation, path }) => [operation.operationId, path] as const))(
    '%s answers as without it',
    async (_operationId, path) => {
      const plain = await staff.api.get(path, staff.token);
      const busted = await staff.api.get(`${path}?_=1764756000000`, staff.token);
      expect(busted.status, JSON.stringify(busted.body).slice(0, 300)).toBe(plain.status);
      expect(busted.body).toEqual(plain.body);
    },
  );

  it('is ignored beside declared parameters and on a write, whatever its value; any other undeclared one is refused', async () => {
    const search = '/api/node/costs/search?size=5&sort=amount';
    const plain = await staff.api.get(search, staff.token);
    expect(plain.status).toBe(200);
    expect((await staff.api.get(`${search}&_=1764756000000`, staff.token)).body).toEqual(plain.body);
    expect((await staff.api.get(`/api/node/costs/search?_=&size=5&sort=amount&_=x`, staff.token)).body).toEqual(
      plain.body,
    );
    const [first] = (await staff.api.get('/api/node/tags', staff.token)).body as Record<string, unknown>[];
    const { _id, createdAt, updatedAt, ...tag } = first ?? {};
    const created = await staff.api
      .post('/api/node/tags?_=1764756000000', staff.token)
      .send({ ...tag, name: 'Caché', slug: 'cache-jquery' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectError(await staff.api.get('/api/node/costs?nocache=1764756000000', staff.token), 400, {
      code: 'VALIDATION_FAILED',
      field: 'nocache',
    });
    expectError(await staff.api.get(`${search}&t=1764756000000`, staff.token), 400, { field: 't' });
  });
});

describe('a query string as a form sends it', () => {
  it('has reads to try', () => {
    expect(reads.length).toBeGreaterThan(30);
  });

  it.each(reads.map((read) => [read.operationId, read] as const))(
    '%s answers its empty filters as filters not sent',
    async (_operationId, { path, empties }) => {
      const plain = await staff.api.get(path, staff.token);
      const emptied = await staff.api.get(`${path}?${empties.map((name) => `${name}=`).join('&')}`, staff.token);
      expect(emptied.status, JSON.stringify(emptied.body).slice(0, 300)).toBe(plain.status);
      expect(emptied.body).toEqual(plain.body);
    },
  );

  it('refuses a required parameter sent empty as missing, naming it', async () => {
    for (const [url, field] of [
      ['/api/node/posts/published?module=', 'module'],
      ['/api/apps/chat/chat?id=', 'id'],
    ] as const) {
      const refused = await staff.api.get(url, staff.token);
      expectError(refused, 400, { field });
      // Missing, not a wrong value: "" is no value of it.
      expect((refused.body as { message: string }).message, url).toMatch(/required/);
    }
  });

  it('keeps "" where a parameter takes it, with its meaning (a template search for "" finds every contact)', async () => {
    const all = (await staff.api.get('/api/apps/contacts/all')).body as unknown[];
    expect((await staff.api.get('/api/apps/contacts/search?query=')).body).toHaveLength(all.length);
  });

  it('reads a flag as a GET form or a query string sends it: "on" or "1" as true, "0" as false', async () => {
    const url = '/api/node/viewselectors/search?size=200&isDefault=';
    const ticked = await staff.api.get(`${url}on`, staff.token);
    const one = await staff.api.get(`${url}1`, staff.token);
    const zero = await staff.api.get(`${url}0`, staff.token);
    const flagged = await staff.api.get(`${url}true`, staff.token);
    const unflagged = await staff.api.get(`${url}false`, staff.token);
    expect(ticked.status).toBe(200);
    expect(ticked.body).toEqual(flagged.body);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toEqual(flagged.body);
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(zero.body).toEqual(unflagged.body);
    expectError(await staff.api.get(`${url}2`, staff.token), 400, { field: 'isDefault' });
    const all = (await staff.api.get('/api/node/viewselectors/search?size=200', staff.token)).body as { total: number };
    const [yes, no] = [flagged, unflagged].map((response) => (response.body as { total: number }).total);
    expect((yes ?? 0) + (no ?? 0)).toBe(all.total);
    expect(yes).toBeGreaterThan(0);
  });

  it('reads ids joined by commas (ids=a,b) as the list ids=a&ids=b; a list that is no ids is refused naming its item', async () => {
    const [first, second] = (await staff.api.get('/api/node/costs', staff.token)).body as { _id: string }[];
    const ids = [first?._id, second?._id];
    const declared = await staff.api.get(`/api/node/costs/search?ids=${ids[0]}&ids=${ids[1]}`, staff.token);
    const joined = await staff.api.get(`/api/node/costs/search?ids=${ids[0]},${ids[1]}`, staff.token);
    const encoded = await staff.api.get(`/api/node/costs/search?ids=${ids[0]}%2C${ids[1]}`, staff.token);
    expect((declared.body as { items: unknown[] }).items).toHaveLength(2);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual(declared.body);
    expect(encoded.body).toEqual(declared.body);
    expectError(await staff.api.get(`/api/node/costs/search?ids=${ids[0]},nope`, staff.token), 400, {
      code: 'VALIDATION_FAILED',
      field: 'ids.0',
    });
  });

  it('reads a list sent as ids[]=a&ids[]=b as the list ids=a&ids=b', async () => {
    const [first, second] = (await staff.api.get('/api/node/costs', staff.token)).body as { _id: string }[];
    const ids = [first?._id, second?._id];
    const declared = await staff.api.get(`/api/node/costs/search?ids=${ids[0]}&ids=${ids[1]}`, staff.token);
    const bracketed = await staff.api.get(
      `/api/node/costs/search?ids%5B%5D=${ids[0]}&ids%5B%5D=${ids[1]}`,
      staff.token,
    );
    expect(declared.status).toBe(200);
    expect((declared.body as { items: unknown[] }).items).toHaveLength(2);
    expect(bracketed.body).toEqual(declared.body);
  });
});
