// A path of the contract asked with a method it does not take is 405 Method Not Allowed with the methods it takes
// (Allow), as HTTP asks: a 404 read as "no such record" to a client that deleted a cost with DELETE, which costs do
// not take. Nothing changes. An address that is no path of the contract is still 404.
import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/api.ts';
import { addressOf, contract, expectError } from '../helpers/contract.ts';

const staff = staffClient();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const matcher = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
const byPath = contract.paths as Record<string, Record<string, { 'x-changes-state'?: boolean } | undefined>>;

// Each path with the methods it takes (HEAD with each GET that changes no state) and one that neither it nor
// another path its address fits takes (POST /seriales/nextitem is the POST of /seriales/{id}, as routers read it).
const paths = Object.entries(byPath).flatMap(([path, operations]) => {
  const taken = METHODS.filter((method) => operations[method] !== undefined);
  const fits = Object.entries(byPath)
    .filter(([candidate]) => matcher(candidate).test(addressOf(path)))
    .map(([, item]) => item);
  const other = METHODS.find((method) => fits.every((item) => item[method] === undefined));
  if (other === undefined) return [];
  const allowed = [
    ...taken.flatMap((method) =>
      method === 'get' && operations.get?.['x-changes-state'] !== true ? ['GET', 'HEAD'] : [method.toUpperCase()],
    ),
    'OPTIONS',
  ];
  return [{ path, other, allowed }];
});

describe('a method a path does not take', () => {
  it.each(paths.map((entry) => [entry.path, entry] as const))(
    '%s answers 405 naming the methods it takes',
    async (_path, { path, other, allowed }) => {
      const response = await staff.api.call(other, addressOf(path), staff.token);
      expectError(response, 405, { code: 'METHOD_NOT_ALLOWED' });
      expect(new Set(String(response.headers.allow).split(', '))).toEqual(new Set(allowed));
    },
  );

  it.each(paths.map((entry) => [entry.path, entry] as const))(
    '%s answers a plain OPTIONS (no CORS preflight) with the methods it takes',
    async (_path, { path, allowed }) => {
      const response = await staff.api.call('options' as 'get', addressOf(path));
      expect(response.status).toBe(204);
      expect(new Set(String(response.headers.allow).split(', '))).toEqual(new Set(allowed));
    },
  );

  it('changes nothing: a cost "deleted" with DELETE, which costs do not take, is still there', async () => {
    const [first] = (await staff.api.get('/api/node/costs', staff.token)).body as { _id: string }[];
    const deleted = await staff.api.delete(`/api/node/costs/${first?._id}`, staff.token);
    expectError(deleted, 405, { code: 'METHOD_NOT_ALLOWED' });
    expect((await staff.api.get(`/api/node/costs/${first?._id}`, staff.token)).status).toBe(200);
  });

  it('leaves an address that is no path of the contract a 404', async () => {
    expectError(await staff.api.delete('/api/node/costs/0123456789abcdef01234567/extra', staff.token), 404, {
      code: 'UNKNOWN_ROUTE',
    });
    expectError(await staff.api.get('/api/node/nope', staff.token), 404, { code: 'UNKNOWN_COLLECTION' });
  });
});
