// Template contacts app (`api/apps/contacts/*`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';
import { folded } from '../helpers/folded.ts';

type Contact = Schema<'ContactsContact'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const all = async () => (await api.get('/api/apps/contacts/all')).body as Contact[];
const byName = (a: string, b: string) => a.localeCompare(b);

describe('GET /api/apps/contacts/all and search', () => {
  it('lists the 80 seeded contacts sorted by name', async () => {
    const response = await api.get('/api/apps/contacts/all');
    expectContract(response, 'contactsListContacts');
    const names = (response.body as Contact[]).map((contact) => contact.name);
    expect(names).toHaveLength(80);
    expect(names).toEqual([...names].sort(byName));
  });

  it('searches names case- and accent-insensitively, sorted; an empty or missing query lists all', async () => {
    const [first] = await all();
    const fragment = (first?.name ?? '').split(' ')[0]?.toUpperCase() ?? '';
    const response = await api.get(`/api/apps/contacts/search?query=${encodeURIComponent(fragment)}`);
    expectContract(response, 'contactsSearchContacts');
    const hits = response.body as Contact[];
    expect(hits.map((contact) => contact.id)).toContain(first?.id);
    expect(hits.every((contact) => folded(contact.name).includes(folded(fragment)))).toBe(true);
    expect(hits.map((contact) => contact.name)).toEqual(hits.map((contact) => contact.name).sort(byName));
    expect((await api.get('/api/apps/contacts/search?query=')).body).toHaveLength(80);
    expect((await api.get('/api/apps/contacts/search')).body).toHaveLength(80);
    expect((await api.get('/api/apps/contacts/search?query=zzqqxx')).body).toEqual([]);
  });

  it('finds a name with accents typed without them', async () => {
    const accented = (await all()).find((contact) => /[áéíóúñ]/i.test(contact.name)) as Contact;
    const hits = (await api.get(`/api/apps/contacts/search?query=${encodeURIComponent(folded(accented.name))}`))
      .body as Contact[];
    expect(hits.map((contact) => contact.id)).toContain(accented.id);
  });
});

describe('/api/apps/contacts/contact', () => {
  it('gets one contact, or 200 null', async () => {
    const [first] = await all();
    const response = await api.get(`/api/apps/contacts/contact?id=${first?.id}`);
    expectContract(response, 'contactsGetContact');
    expect(response.body).toEqual(first);
    expect((await api.get('/api/apps/contacts/contact?id=unknown')).text).toBe('null');
  });

  it('creates the blank template contact at the front of the store', async () => {
    const response = await api.post('/api/apps/contacts/contact').send({});
    expectContract(response, 'contactsCreateContact');
    const { id, ...fields } = response.body as Contact;
    expect(fields).toEqual({
      avatar: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const second = (await api.post('/api/apps/contacts/contact').send({})).body as Contact;
    // Global search keeps stored order: the newer contact comes first.
    const groups = (await api.post('/api/common/search').send({ query: 'new contact' })).body as {
      id: string;
      results: { id: string }[];
    }[];
    const found = groups.find((group) => group.id === 'contacts')?.results.map((result) => result.id);
    expect(found?.slice(0, 2)).toEqual([second.id, id]);
    expectError(await api.post('/api/apps/contacts/contact').send({ name: 'x' }), 400);
  });

  it('accepts a create without any body (the body is optional)', async () => {
    const response = await api.post('/api/apps/contacts/contact');
    expectContract(response, 'contactsCreateContact');
    expect(response.body.name).toBe('New Contact');
  });

  it('shallow-merges an update (arrays replaced whole), or answers 200 null', async () => {
    const [first] = await all();
    const emails = [{ email: 'nueva@empresa.es', label: 'Work' }];
    const response = await api
      .patch('/api/apps/contacts/contact')
      .send({ id: first?.id, contact: { id: 'other', name: 'Ana Prueba', emails } });
    expectContract(response, 'contactsUpdateContact');
    expect(response.body).toEqual({ ...first, name: 'Ana Prueba', emails });
    const unknown = await api.patch('/api/apps/contacts/contact').send({ id: 'unknown', contact: { name: 'x' } });
    expect(unknown.text).toBe('null');
    expectError(await api.patch('/api/apps/contacts/contact').send({ id: first?.id, contact: { nick: 'x' } }), 400, {
      field: 'contact.nick',
    });
  });

  it('deletes a contact; an unknown id is a 404 that removes nothing', async () => {
    const before = await all();
    const target = before[3] as Contact;
    const response = await api.delete(`/api/apps/contacts/contact?id=${target.id}`);
    expectContract(response, 'contactsDeleteContact');
    expect(response.body).toBe(true);
    expect((await api.get(`/api/apps/contacts/contact?id=${target.id}`)).text).toBe('null');
    expectError(await api.delete('/api/apps/contacts/contact?id=unknown'), 404, { code: 'NOT_FOUND' });
    expect(await all()).toHaveLength(before.length - 1);
  });
});

describe('GET /api/apps/contacts/countries', () => {
  it('lists about 240 countries, Kosovo and Timor-Leste included, with dial codes and flag offsets', async () => {
    const response = await api.get('/api/apps/contacts/countries');
    const countries = contractBody(response, 'contactsListCountries');
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.map((country) => country.iso)).toEqual(expect.arrayContaining(['xk', 'tl', 'es']));
    expect(countries.find((country) => country.iso === 'es')).toMatchObject({ name: 'España', code: '+34' });
    expect(countries[0]?.flagImagePos).toBe('-1px -1px');
  });
});

describe('/api/apps/contacts/tags and tag', () => {
  it('lists the seed tags', async () => {
    const response = await api.get('/api/apps/contacts/tags');
    expect(contractBody(response, 'contactsListTags').map((tag) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('creates a tag at the front and merges updates', async () => {
    const created = await api.post('/api/apps/contacts/tag').send({ tag: { title: 'Proveedores' } });
    expectContract(created, 'contactsCreateTag');
    const tags = contractBody(await api.get('/api/apps/contacts/tags'), 'contactsListTags');
    expect(tags[0]).toEqual(created.body);
    const updated = await api
      .patch('/api/apps/contacts/tag')
      .send({ id: created.body.id, tag: { title: 'Licitadores' } });
    expectContract(updated, 'contactsUpdateTag');
    expect(updated.body).toEqual({ id: created.body.id, title: 'Licitadores' });
    expect((await api.patch('/api/apps/contacts/tag').send({ id: 'unknown', tag: { title: 'x' } })).text).toBe('null');
  });

  it('deletes a tag and unlinks it from every contact; an unknown id is a 404', async () => {
    const tags = contractBody(await api.get('/api/apps/contacts/tags'), 'contactsListTags');
    const used = (await all()).flatMap((contact) => contact.tags);
    const target = tags.find((tag) => used.includes(tag.id)) as { id: string };
    const response = await api.delete(`/api/apps/contacts/tag?id=${target.id}`);
    expectContract(response, 'contactsDeleteTag');
    expect(response.body).toBe(true);
    expect((await all()).some((contact) => contact.tags.includes(target.id))).toBe(false);
    const remaining = (await api.get('/api/apps/contacts/tags')).body as unknown[];
    expectError(await api.delete('/api/apps/contacts/tag?id=unknown'), 404);
    expect((await api.get('/api/apps/contacts/tags')).body).toHaveLength(remaining.length);
  });
});

describe('POST /api/apps/contacts/avatar', () => {
  const dataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

  it('stores a JSON data URL as the avatar', async () => {
    const [first] = await all();
    const response = await api.post('/api/apps/contacts/avatar').send({ id: first?.id, avatar: dataUrl });
    expectContract(response, 'contactsUploadAvatar');
    expect(response.body).toMatchObject({ id: first?.id, avatar: dataUrl });
    const unknown = await api.post('/api/apps/contacts/avatar').send({ id: 'unknown', avatar: dataUrl });
    expect(unknown.text).toBe('null');
  });

  it("refuses the stock front end's empty object and non-data URLs", async () => {
    const [first] = await all();
    expectError(await api.post('/api/apps/contacts/avatar').send({ id: first?.id, avatar: {} }), 400, {
      field: 'avatar',
    });
    expectError(
      await api.post('/api/apps/contacts/avatar').send({ id: first?.id, avatar: 'https://x.org/a.png' }),
      400,
    );
  });

  it('stores a multipart file as a data URL of its type', async () => {
    const [first] = await all();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await api
      .post('/api/apps/contacts/avatar')
      .field('id', first?.id ?? '')
      .attach('avatar', png, { filename: 'avatar.png', contentType: 'image/png' });
    expectContract(response, 'contactsUploadAvatar');
    expect(response.status).toBe(200);
    expect(response.body.avatar).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });
});
