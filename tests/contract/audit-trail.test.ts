// Every write through an /api/node collection leaves an audit entry (who, what, on which record, and for an update
// the fields it changed with their values before and after), so that a record's history can be read from the audit trail; the audit trail's own writes
// and reads leave none. Sign-ins, failed ones on an existing account and sign-outs are entries too (not the guest's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CREDENTIALS } from '../../server/src/seed/node/credentials.ts';
import { type Api, createApi, credentials } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';

let api: Api;
let admin: string;
let adminId: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
  adminId = ((await api.get('/api/auth/admin/me', admin)).body as { _id: string })._id;
});
afterAll(() => api.close());

interface Entry {
  _id: string;
  actorId: string;
  actorKind: string;
  action: string;
  collection?: string;
  entityId?: string;
  changedFields?: string[];
  changedValues?: Record<string, { before?: unknown; after?: unknown }>;
  userAgent?: string;
}

/** The record's entries, oldest first. */
async function historyOf(collection: string, id: string): Promise<Entry[]> {
  const query = new URLSearchParams({ collection, entityId: id, sort: 'ts', size: '50' });
  const page = contractBody(await api.get(`/api/node/auditlogs/search?${query}`, admin), 'searchAuditLogs');
  return (page as { items: Entry[] }).items;
}

describe('audit trail of the generic writes', () => {
  it('a created, changed and deleted record has three entries: by whom, what, and the fields an update changed', async () => {
    const created = await api
      .post('/api/node/terminos', admin)
      .set('User-Agent', 'QA contract suite')
      .send({ term: 'Pliego tipo', tesauroId: await aThesaurus(), language: 'es' });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    // "term" changes; "tesauroId" is sent as it is and is no change.
    const changed = await api
      .put(`/api/node/terminos/${id}`, admin)
      .send({ term: 'Pliego tipo de cláusulas', tesauroId: created.body.tesauroId });
    expect(changed.status).toBe(200);
    expect((await api.delete(`/api/node/terminos/${id}`, admin)).status).toBe(200);

    const history = await historyOf('terminos', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of history) {
      expect(entry).toMatchObject({ actorId: adminId, actorKind: 'admin', collection: 'terminos', entityId: id });
    }
    expect(history[0]?.userAgent).toBe('QA contract suite');
    expect(history[1]?.changedFields).toEqual(['term']);
    expect(history[1]?.changedValues).toEqual({ term: { before: 'Pliego tipo', after: 'Pliego tipo de cláusulas' } });
    expect(history[0]?.changedFields).toBeUndefined();
    expect(history[0]?.changedValues).toBeUndefined();
  });

  it('a web user’s change of their own person is an entry of theirs; a refused write leaves none', async () => {
    const lucia = await api.token('web');
    const me = (await api.get('/api/auth/web/me', lucia)).body as { _id: string; personId: string };
    const person = (await api.get(`/api/node/personas/${me.personId}`, lucia)).body as { city?: string };
    const city = person.city === 'Teruel' ? 'Albarracín' : 'Teruel';
    expect((await api.put(`/api/node/personas/${me.personId}`, lucia).send({ city })).status).toBe(200);
    const before = await historyOf('personas', me.personId);
    expect(before.at(-1)).toMatchObject({
      actorId: me._id,
      actorKind: 'web',
      action: 'update',
      changedFields: ['city'],
      changedValues: { city: { ...(person.city === undefined ? {} : { before: person.city }), after: city } },
    });
    // A province longer than the contract allows: 400, nothing written, nothing logged.
    const refused = await api.put(`/api/node/personas/${me.personId}`, lucia).send({ province: 'x'.repeat(81) });
    expect(refused.status).toBe(400);
    expect(await historyOf('personas', me.personId)).toHaveLength(before.length);
  });

  it('writes to the audit trail itself are not logged again', async () => {
    const logged = await api.post('/api/node/auditlogs', admin).send({
      ts: '2026-11-02T09:00:00.000Z',
      actorId: adminId,
      actorKind: 'admin',
      action: 'view',
      details: 'Prueba',
    });
    expect(logged.status).toBe(200);
    expect(await historyOf('auditlogs', logged.body._id as string)).toEqual([]);
  });
});

describe('audit trail of the writes of their own calls', () => {
  it("a series' next numbers are updates of its current number, with the values before and after", async () => {
    const name = `auditoria-${Date.now()}`;
    const first = await api.post('/api/node/seriales/nextitem', admin).send({ name });
    expect(first.status).toBe(200);
    expect((await api.post('/api/node/seriales/nextitem', admin).send({ name })).status).toBe(200);
    const history = await historyOf('seriales', first.body.serieId as string);
    expect(history.map((entry) => [entry.action, entry.changedValues])).toEqual([
      ['create', undefined],
      ['update', { current: { before: 0, after: 1 } }],
      ['update', { current: { before: 1, after: 2 } }],
    ]);
    expect(history.every((entry) => entry.actorId === adminId)).toBe(true);
  });

  it("a web user's presence status and profile changes are updates of theirs; a sign-up is the new account's", async () => {
    const lucia = await api.token('web');
    const me = (await api.get('/api/auth/web/me', lucia)).body as { _id: string; status: string; phone?: string };
    const status = me.status === 'busy' ? 'away' : 'busy';
    expect((await api.patch(`/api/node/webusers/${me._id}/status`, lucia).send({ status })).status).toBe(200);
    const phone = me.phone === '600111222' ? '600333444' : '600111222';
    expect((await api.patch(`/api/node/webusers/${me._id}/profile`, lucia).send({ phone })).status).toBe(200);
    const latest = (await historyOf('webusers', me._id)).slice(-2);
    expect(latest).toMatchObject([
      { actorId: me._id, action: 'update', changedFields: ['status'], changedValues: { status: { after: status } } },
      { actorId: me._id, action: 'update', changedFields: ['phone'], changedValues: { phone: { after: phone } } },
    ]);

    const username = `alta.${Date.now()}`;
    const signUp = await api.post('/api/auth/web/signup').send({
      username,
      email: `${username}@correo.example`,
      password: 'Alta.Clave.2026',
      firstName: 'Olvido',
      lastName: 'Sáez',
    });
    expect(signUp.status).toBe(200);
    const account = (signUp.body as { user: { _id: string; personId: string } }).user;
    for (const [collection, id] of [
      ['webusers', account._id],
      ['personas', account.personId],
    ] as const) {
      expect(await historyOf(collection, id)).toMatchObject([{ action: 'create', actorId: account._id }]);
    }
  });
});

describe('audit trail of sign-ins and sign-outs', () => {
  /** The latest entries an account is the actor of, latest first. */
  async function latestOf(actorId: string, size = 3): Promise<Entry[]> {
    const query = new URLSearchParams({ actorId, sort: 'ts', order: 'desc', size: String(size) });
    return (
      contractBody(await api.get(`/api/node/auditlogs/search?${query}`, admin), 'searchAuditLogs') as {
        items: Entry[];
      }
    ).items;
  }

  it("a failed sign-in, a sign-in and a sign-out are the account's entries, in that order", async () => {
    const { username, password } = credentials.web;
    const failed = await api.post('/api/auth/web/login').send({ username, password: `${password}x` });
    expect(failed.status).toBe(401);
    const signedIn = await api.post('/api/auth/web/login').send({ username, password });
    expect(signedIn.status).toBe(200);
    const { accessToken, sid, user } = signedIn.body as { accessToken: string; sid: string; user: { _id: string } };
    expect((await api.post(`/api/auth/web/logout?sid=${sid}`, accessToken)).status).toBe(200);

    const latest = await latestOf(user._id);
    expect(latest.map((entry) => entry.action)).toEqual(['logout', 'login', 'login-failed']);
    // An account's own sign-in and sign-out name no record: they are the actor's.
    for (const entry of latest) expect(entry).toMatchObject({ actorId: user._id, actorKind: 'web' });
    expect(latest[0]?.entityId).toBeUndefined();
  });

  it("staff signing out someone's session act on that account; the shared guest's sign-ins are not logged", async () => {
    const signedIn = (await api.post('/api/auth/web/login').send(credentials.web)).body as {
      sid: string;
      user: { _id: string };
    };
    expect((await api.post(`/api/auth/web/logout?sid=${signedIn.sid}`, admin)).status).toBe(200);
    expect((await latestOf(adminId, 1))[0]).toMatchObject({
      action: 'logout',
      actorKind: 'admin',
      collection: 'webusers',
      entityId: signedIn.user._id,
    });

    const guest = (await api.post('/api/auth/web/guest')).body as { user: { _id: string } };
    const { username, password: guestPassword } = SEEDED_CREDENTIALS.webUsers.guest;
    expect((await api.post('/api/auth/web/login').send({ username, password: guestPassword })).status).toBe(200);
    expect((await api.post('/api/auth/web/login').send({ username, password: `${guestPassword}x` })).status).toBe(401);
    expect(await latestOf(guest.user._id)).toEqual([]);
  });
});

// The audit trail of a real body holds years: the search finds entries by a range of instants (`tsFrom`, `tsTo`, both
// ends included, either left out), so that a client pages through any period instead of reading the newest ones.
describe('audit entries by date range', () => {
  const search = async (query: Record<string, string>) =>
    contractBody(
      await api.get(`/api/node/auditlogs/search?${new URLSearchParams({ sort: 'ts', size: '200', ...query })}`, admin),
      'searchAuditLogs',
    ) as { items: { _id: string; ts: string }[]; total: number };

  it('keeps the entries from the first instant to the last, both included, whatever the offset written', async () => {
    const all = (await search({})).items;
    const first = all[5];
    const last = all[15];
    if (first === undefined || last === undefined) throw new Error('The seed has audit entries');
    const inside = all.filter((entry) => entry.ts >= first.ts && entry.ts <= last.ts).map((entry) => entry._id);
    const found = await search({ tsFrom: first.ts, tsTo: last.ts });
    expect(found.items.map((entry) => entry._id)).toEqual(inside);
    expect(found.total).toBe(inside.length);
    // The same instants written in Madrid's winter time.
    const inMadrid = (ts: string) => new Date(Date.parse(ts) + 3_600_000).toISOString().replace('Z', '+01:00');
    const again = await search({ tsFrom: inMadrid(first.ts), tsTo: inMadrid(last.ts) });
    expect(again.items.map((entry) => entry._id)).toEqual(inside);
    // An open end.
    expect((await search({ tsFrom: last.ts })).total).toBe(all.filter((entry) => entry.ts >= last.ts).length);
  });

  it('pages through a range', async () => {
    const all = (await search({})).items;
    const from = all[2]?.ts ?? '';
    const whole = (await search({ tsFrom: from })).items.map((entry) => entry._id);
    const pages = [0, 1, 2].map((page) => search({ tsFrom: from, size: '4', page: String(page) }));
    const paged = (await Promise.all(pages)).flatMap((page) => page.items.map((entry) => entry._id));
    expect(paged).toEqual(whole.slice(0, 12));
  });

  it('refuses what is not an instant, naming the parameter', async () => {
    expectError(await api.get('/api/node/auditlogs/search?tsFrom=ayer', admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'tsFrom',
    });
    expectError(await api.get('/api/node/auditlogs/search?tsTo=2026-11-31', admin), 400, {
      code: 'VALIDATION_FAILED',
      field: 'tsTo',
    });
  });
});

async function aThesaurus(): Promise<string> {
  const page = (await api.get('/api/node/tesauros/search?size=1', admin)).body as { items: { _id: string }[] };
  const first = page.items[0];
  if (first === undefined) throw new Error('The seed has thesauri');
  return first._id;
}
