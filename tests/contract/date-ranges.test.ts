// Every date or date-time filter of the registry is a range (`<field>From`, `<field>To`, both ends included, either
// left out): a day for a date field, an instant for a date-time; a record without the date is in no range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';
import { asDateInput, type Schema, schemaNamed } from '../helpers/samples.ts';

let api: Api;
let admin: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
});
afterAll(() => api.close());

async function search<T>(collection: string, operationId: OperationId, query: Record<string, string>) {
  const params = new URLSearchParams({ size: '200', ...query });
  const page = contractBody(await api.get(`/api/node/${collection}/search?${params}`, admin), operationId);
  return page as { items: T[]; total: number };
}

/** A cost like the first one, incurred at `incurredAt` (as the client writes it). */
async function createCost(incurredAt: string): Promise<{ _id: string; incurredAt: string }> {
  const [first] = (await search<Record<string, unknown>>('costs', 'searchCosts', {})).items;
  const { _id, createdAt, updatedAt, ...body } = first ?? {};
  const created = await api.post('/api/node/costs', admin).send({ ...body, incurredAt });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { _id: string; incurredAt: string };
}

describe('date ranges of the generic searches', () => {
  it('a date field takes days: the projects started within a period', async () => {
    const all = (await search<{ _id: string; startDate?: string }>('projects', 'searchProjects', {})).items;
    const days = [...new Set(all.flatMap((project) => (project.startDate ? [project.startDate] : [])))].sort();
    const from = days[1];
    const to = days.at(-2);
    if (!from || !to) throw new Error('The seed has projects started on several days');
    const inside = all.filter((project) => project.startDate && project.startDate >= from && project.startDate <= to);
    const found = await search<{ _id: string }>('projects', 'searchProjects', { startDateFrom: from, startDateTo: to });
    expect(found.items.map((project) => project._id).sort()).toEqual(inside.map((project) => project._id).sort());
    expect(found.total).toBeLessThan(all.length);
    expectError(await api.get('/api/node/projects/search?startDateFrom=2026-02-30', admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'startDateFrom',
    });
  });

  it("an instant's range takes a date input's days, whole, on the office's clock: the costs incurred on a day", async () => {
    type Cost = { _id: string; incurredAt?: string };
    const all = (await search<Cost>('costs', 'searchCosts', {})).items;
    // The day of an instant as a date input writes it, on the clock the contract's day form names.
    const instantForm = (schemaNamed('CostInput').properties as Record<string, Schema>).incurredAt ?? {};
    const dayOf = (instant: string) => asDateInput(instant, instantForm).text;
    const day = dayOf(all.find((cost) => cost.incurredAt)?.incurredAt ?? '');
    const onThatDay = all.filter((cost) => cost.incurredAt && dayOf(cost.incurredAt) === day);
    const found = await search<Cost>('costs', 'searchCosts', { incurredAtFrom: day, incurredAtTo: day });
    expect(found.items.map((cost) => cost._id).sort()).toEqual(onThatDay.map((cost) => cost._id).sort());
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.length);
    expectError(await api.get('/api/node/costs/search?incurredAtTo=2026-02-30', admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'incurredAtTo',
    });
  });

  it('an instant sent with an offset is written in UTC, and sorts among the others by the instant it is', async () => {
    // 10:00 in Madrid in winter, as moment's and dayjs's format() write it: 09:00 UTC, before 09:30 UTC, though
    // "2026-01-15T10:00:00+01:00" comes after "2026-01-15T09:30:00.000Z" as text.
    const nine = await createCost('2026-01-15T10:00:00+01:00');
    const halfPastNine = await createCost('2026-01-15T09:30:00.000Z');
    expect(nine.incurredAt).toBe('2026-01-15T09:00:00.000Z');
    const sorted = await search<{ _id: string }>('costs', 'searchCosts', {
      incurredAtFrom: '2026-01-15T08:00:00Z',
      incurredAtTo: '2026-01-15T10:00:00Z',
      sort: 'incurredAt',
    });
    const ids = sorted.items.map((cost) => cost._id);
    expect(ids.indexOf(nine._id)).toBeGreaterThan(-1);
    expect(ids.indexOf(nine._id)).toBeLessThan(ids.indexOf(halfPastNine._id));
  });

  it("an instant's range takes datetime-local times, whole minutes, on the office's clock; a time it skips is refused", async () => {
    // 10:30:45 on 3 February 2027 in Madrid (winter time, UTC+1), as a datetime-local input with seconds writes it.
    const inTheMinute = await createCost('2027-02-03T10:30:45');
    expect(inTheMinute.incurredAt).toBe('2027-02-03T09:30:45.000Z');
    const nextMinute = await createCost('2027-02-03T09:31:00Z');
    const found = await search<{ _id: string }>('costs', 'searchCosts', {
      incurredAtFrom: '2027-02-03T10:30',
      incurredAtTo: '2027-02-03T10:30',
    });
    expect(found.items.map((cost) => cost._id)).toEqual([inTheMinute._id]);
    const both = await search<{ _id: string }>('costs', 'searchCosts', {
      incurredAtFrom: '2027-02-03T10:30',
      incurredAtTo: '2027-02-03T10:31',
    });
    expect(both.items.map((cost) => cost._id).sort()).toEqual([inTheMinute._id, nextMinute._id].sort());
    // 28 March 2027: Madrid's clock goes from 02:00 straight to 03:00.
    expectError(await api.get('/api/node/costs/search?incurredAtFrom=2027-03-28T02:15', admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'incurredAtFrom',
    });
  });

  it('a record without the date is in no range: the accounts that never signed in', async () => {
    type Account = { _id: string; username: string; lastLoginAt?: string | null };
    // A staff sign-up has never signed in.
    const signUp = await api.post('/api/auth/admin/signup').send({
      username: 'rango.nunca',
      password: 'Alta.Personal.2026',
      email: 'rango.nunca@supervision.example',
      firstName: 'Rango',
      lastName: 'Nunca',
    });
    expect(signUp.status).toBe(200);
    const all = (await search<Account>('usuarios', 'searchUsuarios', {})).items;
    const never = all.filter((user) => !user.lastLoginAt).map((user) => user.username);
    expect(never).toContain('rango.nunca');
    const signedIn = await search<Account>('usuarios', 'searchUsuarios', { lastLoginAtFrom: '2000-01-01T00:00:00Z' });
    expect(signedIn.items.map((user) => user.username).sort()).toEqual(
      all
        .filter((user) => user.lastLoginAt)
        .map((user) => user.username)
        .sort(),
    );
    // From this suite's own sign-in on: the administrator, whose last sign-in it is.
    const own = all.find((user) => user.username === 'admin')?.lastLoginAt ?? '';
    const since = await search<Account>('usuarios', 'searchUsuarios', { lastLoginAtFrom: own });
    expect(since.items.map((user) => user.username)).toContain('admin');
    expect(since.items.every((user) => user.lastLoginAt && user.lastLoginAt >= own)).toBe(true);
  });
});
