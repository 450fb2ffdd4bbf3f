// Every generated /api/node collection operation, from the contract: the success path, a
// validation failure and the auth failures, with each answer checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract, expectError, operations } from '../helpers/contract.ts';
import {
  asDateInput,
  asLocalTimeInput,
  createBodyFrom,
  emptiableFields,
  freeTextField,
  isNullForm,
  nestedNullFields,
  resolve,
  type Schema,
  schemaNamed,
  setFieldsOf,
  takesForm,
  wrongTypeFor,
} from '../helpers/samples.ts';

interface CollectionOps {
  name: string;
  entity: string;
  web: boolean;
  byAction: Record<string, { operationId: string; secured: string[] }>;
}

const collections = new Map<string, CollectionOps>();
for (const { operation } of operations) {
  const name = operation['x-collection'] as string | undefined;
  if (name === undefined) continue;
  const entry = collections.get(name) ?? { name, entity: '', web: false, byAction: {} };
  const schemes = ((operation.security as Record<string, unknown>[] | undefined) ?? []).flatMap((requirement) =>
    Object.keys(requirement),
  );
  entry.byAction[operation['x-action'] as string] = { operationId: operation.operationId, secured: schemes };
  if (operation['x-action'] === 'create' || operation['x-action'] === 'get') {
    const ok = operation.responses['200'] as { content: Record<string, { schema: { $ref: string } }> };
    entry.entity = ok.content['application/json']?.schema.$ref.split('/').pop() ?? '';
  }
  collections.set(name, entry);
}

// Only a message's sender writes it, so the generic staff writes do not apply; the chat's rules
// are tested in hardening-data.test.ts.
const SENDER_WRITES = new Set(['sismessages']);

let api: Api;
let admin: string;
let web: string;

beforeAll(async () => {
  api = await createApi();
  admin = await api.token('admin');
  web = await api.token('web');
});
afterAll(() => api.close());

it('covers every collection of the registry (at least 36)', () => {
  expect(collections.size).toBeGreaterThanOrEqual(36);
});

describe.each([...collections.values()])('/api/node/$name', (collection) => {
  const url = `/api/node/${collection.name}`;
  const ops = collection.byAction;
  const firstRecord = async (): Promise<Record<string, unknown>> => {
    const found = await api.get(`${url}/search?size=1`, admin);
    return (found.body as { items: Record<string, unknown>[] }).items[0] ?? {};
  };
  const count = async () => ((await api.get(`${url}/search?size=1`, admin)).body as { total: number }).total;

  it.runIf(ops.list)('GET lists every record', async () => {
    const response = await api.get(url, admin);
    expectContract(response, ops.list?.operationId ?? '');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it.runIf(ops.search)('GET /search pages, and rejects page/size/sort out of range naming the parameter', async () => {
    const response = await api.get(`${url}/search?page=0&size=5`, admin);
    expectContract(response, ops.search?.operationId ?? '');
    const page = response.body as { items: unknown[]; size: number; total: number; totalPages: number };
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    for (const [query, field] of [
      ['size=0', 'size'],
      ['size=1000', 'size'],
      ['page=-1', 'page'],
      ['sort=__nope__', 'sort'],
      ['unknownFilter=1', 'unknownFilter'],
    ]) {
      const bad = await api.get(`${url}/search?${query}`, admin);
      expectError(bad, 400, { code: 'VALIDATION_FAILED', field });
    }
  });

  it.runIf(ops.search)(
    'GET /search?ids= answers those records only (unknown ids left out), with the other filters, and refuses a bad id list',
    async () => {
      const some = ((await api.get(`${url}/search?size=3`, admin)).body as { items: { _id: string }[] }).items;
      const wanted = some.map((record) => record._id);
      const unknown = 'ffffffffffffffffffffffff';
      const idsQuery = (ids: readonly string[]) => ids.map((id) => `ids=${id}`).join('&');
      const response = await api.get(`${url}/search?${idsQuery([...wanted, unknown])}&size=100`, admin);
      expectContract(response, ops.search?.operationId ?? '');
      const page = response.body as { items: { _id: string }[]; total: number };
      expect(page.items.map((record) => record._id).sort()).toEqual([...wanted].sort());
      expect(page.total).toBe(wanted.length);
      // One id is a list of one; an id given twice is one record.
      const [first] = wanted;
      if (first !== undefined) {
        const once = await api.get(`${url}/search?${idsQuery([first, first])}`, admin);
        expect((once.body as { items: { _id: string }[] }).items.map((record) => record._id)).toEqual([first]);
      }
      // Filters still apply (AND): a free text no record holds leaves none.
      const filtered = await api.get(
        `${url}/search?${idsQuery(wanted.length > 0 ? wanted : [unknown])}&q=zzqqxx`,
        admin,
      );
      expect((filtered.body as { total: number }).total).toBe(0);
      // The field names the bad item of the list.
      expectError(await api.get(`${url}/search?ids=not-an-id`, admin), 400, {
        code: 'VALIDATION_FAILED',
        field: 'ids.0',
      });
      const tooMany = Array.from({ length: 101 }, (_, index) => index.toString(16).padStart(24, '0'));
      expectError(await api.get(`${url}/search?${idsQuery(tooMany)}`, admin), 400, {
        code: 'VALIDATION_FAILED',
        field: 'ids',
      });
    },
  );

  it.runIf(ops.get)('GET /{id} returns the record, 404 for an unknown id and 400 for a malformed one', async () => {
    const record = await firstRecord();
    const response = await api.get(`${url}/${String(record._id)}`, admin);
    expectContract(response, ops.get?.operationId ?? '');
    expect(response.body).toMatchObject({ _id: record._id });
    expectError(await api.get(`${url}/ffffffffffffffffffffffff`, admin), 404, { code: 'NOT_FOUND', field: 'id' });
    expectError(await api.get(`${url}/not-an-id`, admin), 400, { field: 'id' });
  });

  const generic = !SENDER_WRITES.has(collection.name);
  const hasTimestamps = ['createdAt', 'updatedAt'].every(
    (field) => field in ((schemaNamed(collection.entity).properties as object | undefined) ?? {}),
  );
  /** The record's creation and last update, ISO date-times, when its entity has them. */
  const stampsOf = (record: unknown): { createdAt: string; updatedAt: string } | undefined => {
    if (!hasTimestamps) return undefined;
    const { createdAt, updatedAt } = record as { createdAt: unknown; updatedAt: unknown };
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
    expect(createdAt).toMatch(iso);
    expect(updatedAt).toMatch(iso);
    return { createdAt: String(createdAt), updatedAt: String(updatedAt) };
  };

  it.runIf(ops.create && generic)(
    'POST creates a record with a new _id; a wrong type is refused and nothing is stored',
    async () => {
      const before = await count();
      const body = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      const created = await api.post(url, admin).send(body);
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const createdId = (created.body as { _id: string })._id;
      expect(createdId).toMatch(/^[0-9a-f]{24}$/);
      expect(created.body).not.toHaveProperty('password');
      // A record with timestamps is stamped once: created and last updated at the same instant.
      const stamped = stampsOf(created.body);
      if (stamped) expect(stamped.updatedAt).toBe(stamped.createdAt);
      // What is stored is what was answered.
      if (ops.get) expect((await api.get(`${url}/${createdId}`, admin)).body).toEqual(created.body);
      expect(await count()).toBe(before + 1);

      const input = schemaNamed(`${collection.entity}Input`);
      const required = (input.required as string[] | undefined) ?? [];
      const target = required[0] ?? Object.keys(input.properties as object)[0] ?? '';
      const wrong = {
        ...body,
        [target]: wrongTypeFor(resolve((input.properties as Record<string, Record<string, unknown>>)[target] ?? {})),
      };
      expectError(await api.post(url, admin).send(wrong), 400, { code: 'VALIDATION_FAILED', field: target });
      if (required.length > 0) {
        const { [target]: _dropped, ...missing } = body;
        expectError(await api.post(url, admin).send(missing), 400, { code: 'VALIDATION_FAILED', field: target });
      }
      expectError(await api.post(url, admin).send({ ...body, notInContract: 1 }), 400, { field: 'notInContract' });
      expect(await count()).toBe(before + 1);
    },
  );

  it.runIf(ops.update && generic)('PUT /{id} merges the fields sent and keeps the others', async () => {
    const record = await firstRecord();
    const text = freeTextField(`${collection.entity}Input`);
    // Change a free-text field; an entity without one gets one of its own values sent back.
    const writable = setFieldsOf(`${collection.entity}Changes`);
    const sameValueField = writable.find((field) => record[field] !== undefined);
    const cleaned: Record<string, unknown> =
      text !== undefined
        ? { [text.field]: 'Actualizado'.slice(0, text.maxLength) }
        : { [sameValueField ?? '']: record[sameValueField ?? ''] };
    expect(Object.keys(cleaned)[0], `${collection.entity} has no field to update`).not.toBe('');
    const response = await api.put(`${url}/${String(record._id)}`, admin).send(cleaned);
    expectContract(response, ops.update?.operationId ?? '');
    expect(response.body).toMatchObject({ ...cleaned, _id: record._id });
    // A write keeps the creation and stamps the last update with the time of the write, as the answer's own Date
    // header tells it (the server's clock, so a client's clock set otherwise does not matter): not a seeded stamp
    // days old. Only a lower bound, with seconds to spare: the header is to the second, and Node caches it on a
    // timer that a busy server may run late, so it can lag the stamp (a bound above failed once).
    const earlier = stampsOf(record);
    const later = stampsOf(response.body);
    if (earlier && later) {
      expect(later.createdAt).toBe(earlier.createdAt);
      expect(Date.parse(later.updatedAt)).toBeGreaterThanOrEqual(Date.parse(earlier.updatedAt));
      const answeredAt = Date.parse(String(response.headers.date));
      expect(answeredAt, 'the answer has a Date header').not.toBeNaN();
      expect(Date.parse(later.updatedAt)).toBeGreaterThan(answeredAt - 5000);
    }
    expectError(await api.put(`${url}/ffffffffffffffffffffffff`, admin).send(cleaned), 404, { code: 'NOT_FOUND' });
    expectError(await api.put(`${url}/${String(record._id)}`, admin).send({}), 400, { code: 'VALIDATION_FAILED' });
    expectError(await api.put(`${url}/${String(record._id)}`, admin).send({ _id: 'x' }), 400, { field: '_id' });
  });

  // Real clients: an Angular model's empty id on create, and the read-modify-write of a whole record on update.
  it.runIf(ops.create && generic)(
    "POST takes an empty model's nulls (its _id, its optional fields) as no value; a client's own _id is refused",
    async () => {
      const before = await count();
      const body = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      const input = schemaNamed(`${collection.entity}Input`).properties as Record<string, Schema>;
      const nulls = Object.keys(input).filter(
        (field) => body[field] === undefined && takesForm(input[field], isNullForm),
      );
      const created = await api
        .post(url, admin)
        .send({ ...body, ...Object.fromEntries(nulls.map((field) => [field, null])), _id: null });
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((created.body as { _id: string })._id).toMatch(/^[0-9a-f]{24}$/);
      for (const field of nulls) expect(created.body, field).not.toHaveProperty(field);
      const chosen = { ...createBodyFrom(await firstRecord(), `${collection.entity}Input`), _id: 'a'.repeat(24) };
      expectError(await api.post(url, admin).send(chosen), 400, { code: 'VALIDATION_FAILED', field: '_id' });
      expect(await count()).toBe(before + 1);
    },
  );

  const nestedNulls = ops.create === undefined ? [] : nestedNullFields(`${collection.entity}Input`);

  it.runIf(ops.create && ops.update && generic && nestedNulls.length > 0)(
    "POST and PUT take an empty model's nulls in a nested object's optional fields as no value; a required one's null is refused, naming it",
    async () => {
      type Item = Record<string, unknown>;
      // The objects the nulls go into: a nested object, or each item of a list of objects.
      const objectsIn = (record: Item, { field, each }: { field: string; each: boolean }): Item[] => {
        const value = record[field];
        if (each) return Array.isArray(value) ? (value as Item[]) : [];
        return typeof value === 'object' && value !== null ? [value as Item] : [];
      };
      const seeded = (await api.get(`${url}/search?size=100`, admin)).body as { items: Item[] };
      const record = seeded.items.find((item) => nestedNulls.every((nested) => objectsIn(item, nested).length > 0));
      if (record === undefined) throw new Error(`no seeded ${collection.entity} holds every nested object`);
      const body = createBodyFrom(record, `${collection.entity}Input`);
      for (const nested of nestedNulls) for (const object of objectsIn(body, nested)) object[nested.child] = null;
      const created = await api.post(url, admin).send(body);
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const saved = created.body as Item;
      for (const nested of nestedNulls) {
        for (const object of objectsIn(saved, nested)) expect(object, nested.child).not.toHaveProperty(nested.child);
      }
      // An update writes the nested object whole, as it was read, with the nulls.
      const id = String(saved._id);
      const fields = [...new Set(nestedNulls.map(({ field }) => field))];
      const changes = Object.fromEntries(fields.map((field) => [field, body[field]]));
      const updated = await api.put(`${url}/${id}`, admin).send(changes);
      expectContract(updated, ops.update?.operationId ?? '');
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      for (const nested of nestedNulls) {
        expect(objectsIn(updated.body as Item, nested).length, nested.field).toBeGreaterThan(0);
        for (const object of objectsIn(updated.body as Item, nested)) {
          expect(object, nested.child).not.toHaveProperty(nested.child);
        }
      }
      const [first] = nestedNulls;
      const needed = first?.required[0];
      if (first !== undefined && needed !== undefined) {
        const [object] = objectsIn(body, first);
        const refusedValue = first.each ? [{ ...object, [needed]: null }] : { ...object, [needed]: null };
        expectError(await api.put(`${url}/${id}`, admin).send({ [first.field]: refusedValue }), 400, {
          code: 'VALIDATION_FAILED',
          field: first.each ? `${first.field}.0.${needed}` : `${first.field}.${needed}`,
        });
      }
    },
  );

  // The collections whose create body has numbers, flags or instants (marked x-from-text with their type).
  const VALUE_TEXTS = ['number', 'integer', 'boolean', 'date-time'];
  const readsText =
    ops.create !== undefined &&
    Object.values((schemaNamed(`${collection.entity}Input`).properties ?? {}) as Record<string, Schema>).some(
      (property) => VALUE_TEXTS.includes(String(property['x-from-text'])),
    );

  it.runIf(ops.create && generic && readsText)(
    'POST reads a number, a flag or an instant sent as a form\'s text ("12.5", "on" for a ticked box, "" for an unticked one, a date input\'s day) as the value it means; other text is refused naming the field',
    async () => {
      const input = schemaNamed(`${collection.entity}Input`);
      const properties = input.properties as Record<string, Schema>;
      const body = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      // Each value as a form gives it, and the value it means.
      const forms = Object.entries(body).flatMap(([field, value]) => {
        const property = properties[field];
        const kind = property?.['x-from-text'];
        if (property === undefined || !VALUE_TEXTS.includes(String(kind))) return [];
        // A flag: "on" ticked, "" unticked. An instant: a date input's day, meaning that day's start.
        if (kind === 'boolean') return [{ field, text: value === true ? 'on' : '', means: value }];
        if (kind === 'date-time') return [{ field, ...asDateInput(String(value), property) }];
        return [{ field, text: String(value), means: value }];
      });
      const asText = Object.fromEntries(forms.map(({ field, text }) => [field, text]));
      const fields = Object.keys(asText);
      expect(fields.length, 'the record copied has a number, a flag or an instant').toBeGreaterThan(0);
      const created = await api.post(url, admin).send({ ...body, ...asText });
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      for (const { field, means } of forms)
        expect((created.body as Record<string, unknown>)[field], field).toEqual(means);
      // A check box whose value is 1 sends "1" ticked; a client may send "0" for it unticked.
      const another = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      const flags = Object.entries(another).filter(([field]) => properties[field]?.['x-from-text'] === 'boolean');
      if (flags.length > 0) {
        const asDigits = Object.fromEntries(flags.map(([field, value]) => [field, value === true ? '1' : '0']));
        const digits = await api.post(url, admin).send({ ...another, ...asDigits });
        expect(digits.status, JSON.stringify(digits.body)).toBe(200);
        for (const [field, value] of flags) expect((digits.body as Record<string, unknown>)[field], field).toBe(value);
      }
      const [first = ''] = fields;
      const refused = await api.post(url, admin).send({ ...body, [first]: 'no es un valor' });
      expectError(refused, 400, { code: 'VALIDATION_FAILED', field: first });
      // An emptied number is no value: an optional one is left out, a required one is missing.
      const required = (input.required as string[] | undefined) ?? [];
      const numbers = fields.filter((field) =>
        ['number', 'integer'].includes(String(properties[field]?.['x-from-text'])),
      );
      const optional = numbers.find((field) => !required.includes(field));
      if (optional !== undefined) {
        const another = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
        const emptied = await api.post(url, admin).send({ ...another, [optional]: '' });
        expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
        expect(emptied.body).not.toHaveProperty(optional);
      }
      const needed = numbers.find((field) => required.includes(field));
      if (needed !== undefined) {
        expectError(await api.post(url, admin).send({ ...body, [needed]: ' ' }), 400, { field: needed });
      }
    },
  );

  const emptiableOfCreate = ops.create === undefined ? [] : emptiableFields(`${collection.entity}Input`);

  it.runIf(ops.create && ops.update && ops.get && generic && emptiableOfCreate.length > 0)(
    'POST and PUT take an emptied select or input ("") of an optional reference, choice, number or instant as no value: left out of a create, removed by an update; a required choice emptied is refused, naming it',
    async () => {
      const body = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      const emptied = Object.fromEntries(emptiableOfCreate.map((field) => [field, '']));
      const created = await api.post(url, admin).send({ ...body, ...emptied });
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      // No value: left out, or null where the record holds null (a project with no parent, a root).
      for (const field of emptiableOfCreate) expect(created.body[field] ?? null, field).toBeNull();

      // A seeded record holding such a field: emptied, it is removed, as null removes it.
      const seeded = (await api.get(`${url}/search?size=100`, admin)).body as { items: Record<string, unknown>[] };
      const fields = emptiableFields(`${collection.entity}Changes`);
      // Each field on the first record holding it.
      const held = fields.flatMap((field) => {
        const record = seeded.items.find((item) => item[field] !== undefined && item[field] !== null);
        return record === undefined ? [] : [{ record, field }];
      });
      for (const { record, field } of held) {
        const id = String(record._id);
        const response = await api.put(`${url}/${id}`, admin).send({ [field]: '' });
        expectContract(response, ops.update?.operationId ?? '');
        // A collection's rule may refuse a removal, as it would a change (a chat's creator), naming the field.
        if (response.status === 403) {
          expect(response.body, JSON.stringify(response.body)).toMatchObject({ field });
          continue;
        }
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body[field] ?? null, field).toBeNull();
        expect((await api.get(`${url}/${id}`, admin)).body[field] ?? null, field).toBeNull();
      }

      const input = schemaNamed(`${collection.entity}Input`);
      const properties = input.properties as Record<string, Schema>;
      const requiredChoice = ((input.required as string[] | undefined) ?? []).find((field) => {
        const value = resolve(properties[field] ?? {});
        return value.type === 'string' && (Array.isArray(value.enum) || typeof value.pattern === 'string');
      });
      if (requiredChoice !== undefined) {
        expectError(await api.post(url, admin).send({ ...body, [requiredChoice]: '' }), 400, {
          code: 'VALIDATION_FAILED',
          field: requiredChoice,
        });
      }
    },
  );

  const instantsOfCreate = Object.entries(
    (ops.create === undefined ? {} : (schemaNamed(`${collection.entity}Input`).properties ?? {})) as Record<
      string,
      Schema
    >,
  ).filter(([, property]) => property['x-from-text'] === 'date-time');

  it.runIf(ops.create && generic && instantsOfCreate.length > 0)(
    "POST reads an instant sent as a datetime-local input gives it (no offset) as that time on the office's clock; a time the clock skips is refused naming the field",
    async () => {
      const body = createBodyFrom(await firstRecord(), `${collection.entity}Input`);
      const given = instantsOfCreate.flatMap(([field, property]) => {
        const value = body[field];
        return typeof value === 'string' ? [{ field, ...asLocalTimeInput(value, property) }] : [];
      });
      // A record copied without an instant (all optional) gets one: 10:30:45 in Madrid's winter time (UTC+1).
      const [[firstInstant = ''] = []] = instantsOfCreate;
      const forms =
        given.length > 0
          ? given
          : [{ field: firstInstant, text: '2027-02-03T10:30:45', means: '2027-02-03T09:30:45.000Z' }];
      const created = await api
        .post(url, admin)
        .send({ ...body, ...Object.fromEntries(forms.map((form) => [form.field, form.text])) });
      expectContract(created, ops.create?.operationId ?? '');
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      for (const { field, means } of forms) expect((created.body as Record<string, unknown>)[field], field).toBe(means);
      // 29 March 2026, 02:30 in Madrid: the clock goes from 02:00 straight to 03:00. 30 February is no day at all.
      const [{ field } = { field: '' }] = forms;
      for (const text of ['2026-03-29T02:30', '2026-02-30T10:00']) {
        expectError(await api.post(url, admin).send({ ...body, [field]: text }), 400, {
          code: 'VALIDATION_FAILED',
          field,
        });
      }
    },
  );

  it.runIf(ops.update && ops.get && generic)(
    'PUT /{id} removes an optional field sent as null (an emptied form field); a required one is refused, naming it',
    async () => {
      const record = await firstRecord();
      const id = String(record._id);
      const changes = schemaNamed(`${collection.entity}Changes`).properties as Record<string, Schema>;
      const optional = Object.keys(changes).filter(
        (field) => takesForm(changes[field], isNullForm) && record[field] !== undefined && record[field] !== null,
      );
      // Each one in turn; a collection's rule may still refuse a removal, as it would a change (a chat's owner).
      let removed = 0;
      for (const field of optional) {
        const response = await api.put(`${url}/${id}`, admin).send({ [field]: null });
        expectContract(response, ops.update?.operationId ?? '');
        if (response.status === 403) {
          expect(response.body, JSON.stringify(response.body)).toMatchObject({ field });
          continue;
        }
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body).not.toHaveProperty(field);
        expect((await api.get(`${url}/${id}`, admin)).body).not.toHaveProperty(field);
        removed += 1;
      }
      if (optional.length > 0) expect(removed, 'an optional field removed').toBeGreaterThan(0);
      const required = ((schemaNamed(collection.entity).required as string[] | undefined) ?? []).find(
        (field) => field in changes && changes[field]?.readOnly !== true,
      );
      if (required !== undefined) {
        expectError(await api.put(`${url}/${id}`, admin).send({ [required]: null }), 400, {
          code: 'VALIDATION_FAILED',
          field: required,
        });
      }
      expect(optional.length > 0 || required !== undefined, `${collection.entity} has a field to check`).toBe(true);
    },
  );

  it.runIf(ops.update && ops.get && generic)(
    "PUT /{id} takes the record back as it was read, changed; its stamps are the server's; another _id is refused",
    async () => {
      const record = await firstRecord();
      const id = String(record._id);
      const read = (await api.get(`${url}/${id}`, admin)).body as Record<string, unknown>;
      const text = freeTextField(`${collection.entity}Input`);
      // As a form sends it back: its numbers and flags as text (a null, such as a root's parent, stays null).
      const changes = schemaNamed(`${collection.entity}Changes`).properties as Record<string, Schema>;
      const asText = Object.fromEntries(
        Object.entries(read).flatMap(([field, value]) =>
          changes[field]?.['x-from-text'] === undefined || value === null
            ? []
            : [[field, value === false ? '' : String(value)]],
        ),
      );
      const edited = {
        ...read,
        ...asText,
        ...(text ? { [text.field]: 'Releído'.slice(0, text.maxLength) } : {}),
      };
      const sentStamps = hasTimestamps
        ? { createdAt: '2001-01-01T00:00:00.000Z', updatedAt: '2001-01-01T00:00:00.000Z' }
        : {};
      const response = await api.put(`${url}/${id}`, admin).send({ ...edited, ...sentStamps });
      expectContract(response, ops.update?.operationId ?? '');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const saved = response.body as Record<string, unknown>;
      expect(saved._id).toBe(id);
      if (text) expect(saved[text.field]).toBe(edited[text.field]);
      for (const field of Object.keys(asText)) expect(saved[field], field).toEqual(read[field]);
      const earlier = stampsOf(read);
      const later = stampsOf(saved);
      if (earlier && later) {
        expect(later.createdAt).toBe(earlier.createdAt);
        expect(Date.parse(later.updatedAt)).toBeGreaterThanOrEqual(Date.parse(earlier.updatedAt));
      }
      const other = 'f'.repeat(24);
      expectError(await api.put(`${url}/${id}`, admin).send({ ...saved, _id: other }), 400, {
        code: 'ID_MISMATCH',
        field: '_id',
      });
      expect((await api.get(`${url}/${id}`, admin)).body).toEqual(saved);
    },
  );

  it.runIf(ops.delete && generic)('DELETE /{id} removes the record and answers it; 404 for an unknown id', async () => {
    const record = await firstRecord();
    const response = await api.delete(`${url}/${String(record._id)}`, admin);
    expectContract(response, ops.delete?.operationId ?? '');
    // A collection read by id says it is gone; one that is not (relations) answers its GET 405.
    if (ops.get) expectError(await api.get(`${url}/${String(record._id)}`, admin), 404, { code: 'NOT_FOUND' });
    expectError(await api.delete(`${url}/${String(record._id)}`, admin), 404, { code: 'NOT_FOUND' });
  });

  it('answers 401 without a token on every operation', async () => {
    for (const [action, { operationId }] of Object.entries(ops)) {
      const method = {
        list: 'get',
        search: 'get',
        get: 'get',
        create: 'post',
        update: 'put',
        patch: 'patch',
        delete: 'delete',
      }[action] as 'get';
      const path = ['get', 'update', 'patch', 'delete'].includes(action)
        ? `${url}/ffffffffffffffffffffffff`
        : action === 'search'
          ? `${url}/search`
          : url;
      const response = await api
        .call(method, path)
        .send(action === 'create' || action === 'update' || action === 'patch' ? {} : undefined);
      expectError(response, 401, { code: 'UNAUTHORIZED' });
      expectContract(response, operationId);
    }
  });

  it('accepts a web token exactly where the contract lists webBearer, and answers 403 elsewhere', async () => {
    for (const [action, { operationId, secured }] of Object.entries(ops)) {
      if (action !== 'list' && action !== 'search') continue;
      const response = await api.get(action === 'search' ? `${url}/search` : url, web);
      if (secured.includes('webBearer')) expect(response.status).toBe(200);
      else expectError(response, 403, { code: 'WRONG_USER_KIND' });
      expectContract(response, operationId);
    }
  });
});
