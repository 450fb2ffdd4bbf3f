// Versions of the /api/node records with timestamps: every answer with a record carries its version as the ETag
// (its `updatedAt` in quotes), and a write sent with If-Match goes through only on that version, so that one
// person's save does not silently undo another's made since they read the record. Without If-Match the last
// write wins, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { expectError } from '../helpers/contract.ts';

let api: Api;
let admin: string;
beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
});
afterAll(() => api.close());

type Term = { _id: string; tesauroId: string; term: string; updatedAt: string };

/** The version an answer carries. */
function etagOf(response: { headers: Record<string, string | undefined> }): string {
  const tag = response.headers.etag;
  if (tag === undefined) throw new Error('The answer has no ETag');
  return tag;
}

async function firstTerm(): Promise<Term> {
  const page = (await api.get('/api/node/terminos/search?size=1', admin)).body as { items: Term[] };
  const term = page.items[0];
  if (term === undefined) throw new Error('The seed has thesaurus terms');
  return term;
}

describe('record versions (ETag, If-Match)', () => {
  it('a record is read with its version as the ETag, and every write makes a new one', async () => {
    const term = await firstTerm();
    const read = await api.get(`/api/node/terminos/${term._id}`, admin);
    expect(read.headers.etag).toBe(`"${term.updatedAt}"`);
    const written = await api.put(`/api/node/terminos/${term._id}`, admin).send({ term: `${term.term} (revisado)` });
    expect(written.status).toBe(200);
    expect(written.headers.etag).toBe(`"${written.body.updatedAt}"`);
    expect(written.headers.etag).not.toBe(read.headers.etag);
  });

  it('a write on the version read goes through; one on a version since replaced is 412 and writes nothing', async () => {
    const term = await firstTerm();
    const version = `"${term.updatedAt}"`;
    // Carmen saves first, on the version both read.
    const first = await api
      .put(`/api/node/terminos/${term._id}`, admin)
      .set('If-Match', version)
      .send({ term: 'Contratación menor' });
    expect(first.status).toBe(200);
    // Luis, on the same version, would undo her change without seeing it.
    const second = await api
      .put(`/api/node/terminos/${term._id}`, admin)
      .set('If-Match', version)
      .send({ term: 'Contrato menor' });
    expectError(second, 412, { code: 'PRECONDITION_FAILED', field: 'updatedAt' });
    expect(second.body.message).toContain(first.headers.etag);
    const stored = await api.get(`/api/node/terminos/${term._id}`, admin);
    expect(stored.body.term).toBe('Contratación menor');

    // On the current version, or on any with *, it goes through; without If-Match too.
    const current = await api
      .put(`/api/node/terminos/${term._id}`, admin)
      .set('If-Match', etagOf(stored))
      .send({ term: 'Contrato menor' });
    expect(current.status).toBe(200);
    const any = await api.put(`/api/node/terminos/${term._id}`, admin).set('If-Match', '*').send({ term: 'Menor' });
    expect(any.status).toBe(200);
    const unconditional = await api.put(`/api/node/terminos/${term._id}`, admin).send({ term: 'Contrato menor' });
    expect(unconditional.status).toBe(200);
  });

  it('a delete on a version since replaced is 412 and the record stays', async () => {
    const { tesauroId } = await firstTerm();
    const created = await api
      .post('/api/node/terminos', admin)
      .send({ tesauroId, term: 'Revisión anual', language: 'es' });
    expect(created.status).toBe(200);
    const stale = etagOf(created);
    const path = `/api/node/terminos/${created.body._id}`;
    const renamed = await api.put(path, admin).send({ term: 'Revisión anual de contratos' });
    expect(renamed.status).toBe(200);
    expectError(await api.delete(path, admin).set('If-Match', stale), 412, { code: 'PRECONDITION_FAILED' });
    expect((await api.get(path, admin)).status).toBe(200);
    const deleted = await api.delete(path, admin).set('If-Match', etagOf(renamed));
    expect(deleted.status).toBe(200);
  });

  it("a web user's profile and person: read with their versions, written on them; staff's change meanwhile is 412", async () => {
    const web = await api.token('web');
    const { _id: webuserId } = (await api.get('/api/auth/web/me', web)).body as { _id: string };
    const person = await api.get(`/api/node/webusers/${webuserId}/person`, web);
    expect(person.status).toBe(200);
    expect(etagOf(person)).toBe(`"${person.body.updatedAt}"`);
    const webuser = await api.get(`/api/node/webusers/${webuserId}`, admin);
    const version = etagOf(webuser);

    // Staff change the web user's phone while the profile screen is open on the version read.
    const staff = await api.put(`/api/node/webusers/${webuserId}`, admin).send({ phone: '+34 600 222 333' });
    expect(staff.status).toBe(200);
    const profile = `/api/node/webusers/${webuserId}/profile`;
    const stale = await api.patch(profile, web).set('If-Match', version).send({ phone: '+34 600 444 555' });
    expectError(stale, 412, { code: 'PRECONDITION_FAILED', field: 'updatedAt' });
    expect((await api.get(`/api/node/webusers/${webuserId}`, admin)).body.phone).toBe('+34 600 222 333');

    // On the version now stored it goes through, and answers the next one.
    const saved = await api.patch(profile, web).set('If-Match', etagOf(staff)).send({ phone: '+34 600 444 555' });
    expect(saved.status).toBe(200);
    expect(saved.body.phone).toBe('+34 600 444 555');
    expect(etagOf(saved)).toBe(`"${saved.body.updatedAt}"`);
    expect(etagOf(saved)).not.toBe(etagOf(staff));
    // Two saves within one millisecond are still two versions.
    const again = await api.patch(profile, web).send({ language: 'en' });
    expect(etagOf(again)).not.toBe(etagOf(saved));
  });

  it('the served contract declares If-Match and 412 on the writes of a versioned record, and its ETag', async () => {
    type Operation = { parameters?: { $ref?: string; name?: string }[]; responses: Record<string, unknown> };
    const served = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const item = served.paths['/api/node/terminos/{id}'];
    for (const write of [item?.put, item?.delete]) {
      expect(write?.responses['412']).toBeDefined();
      expect(JSON.stringify(write?.parameters)).toContain('IfMatch');
    }
    expect(JSON.stringify(item?.get?.responses['200'])).toContain('ETag');
    const profile = served.paths['/api/node/webusers/{id}/profile']?.patch;
    expect(profile?.responses['412']).toBeDefined();
    expect(JSON.stringify(profile?.parameters)).toContain('IfMatch');
    expect(JSON.stringify(served.paths['/api/node/webusers/{id}/person']?.get?.responses['200'])).toContain('ETag');
  });
});
