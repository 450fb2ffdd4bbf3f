// The /api/node seed: deterministic, valid against the contract's entity schemas, with resolvable
// references, the fixed accounts and the linked posts → documents → assets the personal space shows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { verifyPassword } from '../../auth/passwords.ts';
import { collectionOperations } from '../../collections/collection-meta.ts';
import { filterValueAcceptor } from '../../collections/filter-values.ts';
import { assertNames, valuesAt } from '../../collections/integrity.ts';
import type { OpenApiDocument } from '../../contract/load.ts';
import type { StoredRecord } from '../../store/collection.ts';
import { SEEDED_CREDENTIALS } from './credentials.ts';
import { ICON_SET } from './dashboards.ts';
import { seedNode } from './index.ts';
import { INVENTORY_SCOPES } from './inventory.ts';
import { MEETING_HOURS, OFFICE_TIME_ZONE, WORKING_HOURS } from './office-time.ts';
import { POLYMORPHIC_REFERENCES } from './references.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const BUNDLE = join(ROOT, 'generated', 'openapi.json');
const context = { seed: 20260515, now: new Date('2026-05-15T10:00:00.000Z') };
const seed = seedNode(context);

interface RegistryEntry {
  path: string;
  schema: string;
}
const registry = (
  parse(readFileSync(join(ROOT, 'openapi', 'registry', 'collections.yaml'), 'utf8')) as { collections: RegistryEntry[] }
).collections;

// Configuration collections that are small by nature; every other collection has at least 20 records.
const SMALL: Readonly<Record<string, number>> = {
  dashboards: 6,
  seriales: 4,
  manyhooks: 3,
  viewselectors: 4,
  udas: 5,
  reviewschemas: 4,
  tesauros: 4,
};

const records = (collection: string): StoredRecord[] => seed[collection] ?? [];
const byUsername = (collection: string, username: string) =>
  records(collection).find((user) => user.username === username);

describe('seedNode', () => {
  it('gives identical data for the same seed and different ids for another', () => {
    expect(seedNode(context)).toEqual(seed);
    expect(seedNode({ ...context, seed: 7 }).personas?.[0]?._id).not.toBe(records('personas')[0]?._id);
  });

  it('has one key per registry path, with enough records in each', () => {
    expect(Object.keys(seed).sort()).toEqual(registry.map((entry) => entry.path).sort());
    for (const entry of registry)
      expect(records(entry.path).length, entry.path).toBeGreaterThanOrEqual(SMALL[entry.path] ?? 20);
  });

  it('never uses an _id twice within a collection', () => {
    for (const [collection, list] of Object.entries(seed))
      expect(new Set(list.map((record) => record._id)).size, collection).toBe(list.length);
  });
});

describe('seed records against the contract', () => {
  if (!existsSync(BUNDLE))
    throw new Error('Run `node_modules/.bin/redocly bundle openapi/openapi.yaml -o generated/openapi.json` first');
  const contract = JSON.parse(readFileSync(BUNDLE, 'utf8')) as { components: Record<string, unknown> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'contract', components: contract.components });

  it.each(registry)('$path records are valid $schema entities', ({ path, schema }) => {
    const validate = ajv.getSchema(`contract#/components/schemas/${schema}`) as ValidateFunction;
    const invalid = records(path).flatMap((record) => {
      const { _id } = record;
      return validate(record) ? [] : [{ _id, errors: ajv.errorsText(validate.errors) }];
    });
    expect(invalid.slice(0, 3)).toEqual([]);
  });

  it('name only collections and fields that exist (audit entries, saved views, relations, groups, attributes)', () => {
    const document = contract as unknown as OpenApiDocument;
    const operations = collectionOperations(document);
    const metas = new Map(operations.map(({ meta }) => [meta.name, meta]));
    const named = [...metas.values()].filter((meta) => meta.names.length > 0);
    expect(named.map((meta) => meta.name).sort()).toEqual([
      'auditlogs',
      'manyhooks',
      'relations',
      'udas',
      'viewselectors',
    ]);
    // Saved views' filter values too, read as the list's query would read them.
    const lookups = { metaOf: (name: string) => metas.get(name), accepts: filterValueAcceptor(document) };
    for (const meta of named)
      for (const record of records(meta.name))
        expect(() => assertNames(lookups, meta, record, record), `${meta.name}/${record._id}`).not.toThrow();
  });
});

describe('seed references', () => {
  // The registry's references are checked by collections/integrity.test.ts; these are the polymorphic ones.
  it('resolve to a record of the referenced collection, polymorphic links included', () => {
    const missing: string[] = [];
    for (const [collection, fields] of Object.entries(POLYMORPHIC_REFERENCES)) {
      for (const record of records(collection)) {
        for (const [path, target] of Object.entries(fields)) {
          const targetCollection = target(record);
          const ids = new Set(records(targetCollection).map((candidate) => candidate._id));
          for (const id of valuesAt(record, path)) {
            if (!ids.has(String(id)))
              missing.push(`${collection}/${record._id}.${path} → ${targetCollection}/${String(id)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('link every document to a post process or a project, and every published board to files', () => {
    const posts = records('posts');
    const targets = new Set([
      ...posts.map((post) => valuesAt(post, 'processcontext.targetId')[0]),
      ...records('projects').map((project) => project._id),
    ]);
    expect(records('documents').filter((document) => !targets.has(document.targetId))).toEqual([]);
    const boards = posts.filter((post) => post.module === 'tablero' && post.status === 'published');
    expect(boards.length).toBeGreaterThanOrEqual(5);
    const boardAssets = boards.flatMap((board) => {
      const documents = records('documents').filter(
        (document) => document.targetId === valuesAt(board, 'processcontext.targetId')[0],
      );
      const assets = records('assets').filter((asset) =>
        documents.some((document) => document._id === asset.documentId),
      );
      expect(assets.length, String(board.title)).toBeGreaterThan(0);
      return assets;
    });
    expect(new Set(boardAssets.map((asset) => asset.mimeType))).toEqual(
      new Set(['application/pdf', 'image/png', 'image/jpeg']),
    );
    expect(boardAssets.every((asset) => String(asset.path).startsWith('files/tablero/'))).toBe(true);
    expect(
      posts.filter((post) => post.module === 'capacitacion' && post.status === 'published').length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('name collections that exist in udas, view selectors and hooks', () => {
    const paths = new Set(registry.map((entry) => entry.path));
    for (const [collection, field] of [
      ['udas', 'collection'],
      ['viewselectors', 'collection'],
      ['manyhooks', 'targetCollection'],
    ] as const) {
      for (const record of records(collection))
        expect(paths.has(String(record[field])), `${collection}.${field}`).toBe(true);
    }
  });
});

describe('seeded accounts and domain shapes', () => {
  it('include the fixed admin and web users with their credentials and module roles', () => {
    const { admin, webUsers } = SEEDED_CREDENTIALS;
    expect(byUsername('usuarios', admin.username)).toMatchObject({
      email: admin.email,
      status: 'active',
      roles: ['admin'],
    });
    expect(byUsername('webusers', webUsers.lucia.username)).toMatchObject({
      moduleroles: ['capacitacion:view', 'tablero:view', 'workflow:user'],
    });
    expect(byUsername('webusers', webUsers.pablo.username)).toMatchObject({
      moduleroles: ['capacitacion:view'],
    });
    expect(byUsername('webusers', webUsers.guest.username)).toMatchObject({
      status: 'online',
      moduleroles: ['capacitacion:view'],
    });
  });

  it("store the fixed accounts' documented passwords as scrypt hashes, never in clear", async () => {
    const { admin, webUsers } = SEEDED_CREDENTIALS;
    for (const [collection, account] of [
      ['usuarios', admin],
      ['webusers', webUsers.lucia],
      ['webusers', webUsers.pablo],
      ['webusers', webUsers.guest],
    ] as const) {
      const stored = byUsername(collection, account.username)?.password;
      expect(stored).toMatch(/^scrypt\$/);
      expect(await verifyPassword(account.password, stored)).toBe(true);
    }
  });

  it('arrange projects as a tree of roots, children and grandchildren', () => {
    const projects = records('projects');
    const parentOf = new Map(projects.map((project) => [project._id, project.parentId as string | null]));
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(parentOf.get(id) ?? null));
    const depths = projects.map((project) => depth(project.parentId as string | null));
    expect(new Set(depths)).toEqual(new Set([0, 1, 2]));
  });

  it('give web users their own procedures, following definitions', () => {
    const flows = records('workflows');
    expect(flows.filter((flow) => flow.kind === 'definition').length).toBeGreaterThanOrEqual(3);
    const lucia = byUsername('webusers', SEEDED_CREDENTIALS.webUsers.lucia.username);
    const instances = flows.filter((flow) => flow.kind === 'instance');
    expect(instances.filter((flow) => flow.requesterId === lucia?._id).length).toBeGreaterThanOrEqual(5);
    const webusers = new Map(records('webusers').map((user) => [user._id, user]));
    for (const flow of instances) expect(webusers.get(String(flow.requesterId))?.personId).toBe(flow.personId);
  });

  it('keep the chat group hook and dashboard cards for the tablero and workflow modules', () => {
    expect(records('manyhooks').some((hook) => hook.name === 'person-group')).toBe(true);
    const cards = records('dashboards');
    expect(cards.length).toBeLessThanOrEqual(8);
    expect(cards.map((card) => card.module)).toEqual(expect.arrayContaining(['tablero', 'workflow', 'capacitacion']));
    // Icon names come from the heroicons package the web app renders them with.
    for (const card of cards) {
      const name = String(card.icon).replace(`${ICON_SET}:`, '');
      expect(existsSync(join(ROOT, 'node_modules', 'heroicons', '24', 'outline', `${name}.svg`)), name).toBe(true);
    }
  });

  it('dates every completed risk review after the evaluation it reviews', () => {
    const evaluatedAt = new Map(seed.riskevaluations?.map((evaluation) => [evaluation._id, evaluation.evaluatedAt]));
    const reviews = (seed.riskreviews ?? []).filter((review) => review.reviewedAt !== undefined);
    expect(reviews.length).toBeGreaterThan(10);
    const early = reviews.filter(
      (review) => String(review.reviewedAt) < String(evaluatedAt.get(review.evaluationId as string)),
    );
    expect(early.map((review) => review._id)).toEqual([]);
  });

  it("scores each risk evaluation on its own model's factors: all of them, a draft some, with the model's weights", () => {
    type Weighted = { factorId: string; weight: number };
    const models = new Map(records('reviewschemas').map((model) => [model._id, model.factors as Weighted[]]));
    const evaluations = records('riskevaluations');
    expect(evaluations.some((evaluation) => evaluation.status === 'draft')).toBe(true);
    for (const evaluation of evaluations) {
      const model = models.get(evaluation.reviewSchemaId as string) ?? [];
      const scored = (evaluation.factors as Weighted[]).map(({ factorId, weight }) => ({ factorId, weight }));
      const inModel = model.filter((factor) => scored.some((one) => one.factorId === factor.factorId));
      expect(scored, String(evaluation._id)).toEqual(inModel);
      if (evaluation.status === 'draft') {
        expect(scored.length).toBeGreaterThan(0);
        expect(scored.length).toBeLessThan(model.length);
      } else expect(scored).toEqual(model);
    }
  });

  it("counts in each inventory lot only goods of the lot's scope", () => {
    const lots = records('ialotes');
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) {
      const scope = INVENTORY_SCOPES.find((candidate) => String(lot.name).startsWith(`${candidate.name} – `));
      const items = records('iaitems').filter((item) => item.lotId === lot._id);
      expect(scope, String(lot.name)).toBeDefined();
      expect(items.length, String(lot.name)).toBeGreaterThan(0);
      for (const item of items) expect(scope?.categories, String(item.name)).toContain(item.category);
    }
  });

  it('dates nothing after the seed time except what is planned', () => {
    const now = context.now.toISOString();
    const late = Object.entries(seed).flatMap(([collection, list]) =>
      list
        .filter((record) => String(record.createdAt) > now || String(record.updatedAt) > now)
        .map((record) => `${collection}/${record._id}`),
    );
    expect(late).toEqual([]);
  });

  it("dates people's doings on weekdays in office hours, and meetings on the half hour of a morning", () => {
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: OFFICE_TIME_ZONE,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const outside = (iso: unknown, hours = WORKING_HOURS): boolean => {
      const parts = Object.fromEntries(
        clock.formatToParts(new Date(String(iso))).map((part) => [part.type, part.value]),
      );
      const minute = Number(parts.hour) * 60 + Number(parts.minute);
      return (
        parts.weekday === 'Sat' ||
        parts.weekday === 'Sun' ||
        minute < hours.from ||
        minute > hours.to ||
        minute % hours.stepMinutes !== 0
      );
    };
    const stamped = Object.entries(seed).flatMap(([collection, list]) =>
      list
        .filter((record) => outside(record.createdAt) || outside(record.updatedAt))
        .map((record) => `${collection}/${record._id} ${String(record.createdAt)} ${String(record.updatedAt)}`),
    );
    expect(stamped).toEqual([]);
    const doings = [
      ...records('auditlogs').map((entry) => entry.ts),
      ...records('usuarios').flatMap((user) => (user.lastLoginAt ? [user.lastLoginAt] : [])),
      ...records('posts').map((post) => post.dtx_post),
    ];
    expect(doings.length).toBeGreaterThan(50);
    expect(doings.filter((iso) => outside(iso))).toEqual([]);
    const meetings = [...records('agendables').filter((entry) => !entry.allDay), ...records('meetups')].map(
      (entry) => entry.startsAt,
    );
    expect(meetings.length).toBeGreaterThan(20);
    expect(meetings.filter((iso) => outside(iso, MEETING_HOURS))).toEqual([]);
    const deadlines = records('agendables').filter((entry) => entry.allDay);
    expect(
      deadlines.map((entry) => new Date(String(entry.startsAt)).getUTCDay()).filter((day) => day % 6 === 0),
    ).toEqual([]);
  });

  it('write audit entries of back-office changes in Spanish, naming the record changed', () => {
    const changes = records('auditlogs').filter((entry) => entry.actorKind === 'admin' && entry.entityId !== undefined);
    expect(changes.length).toBeGreaterThan(5);
    for (const entry of changes) {
      const details = String(entry.details);
      expect(details).toMatch(/^(Alta|Modificación) (del|de la) /);
      expect(details).not.toContain(String(entry.collection));
      expect(details).not.toContain('undefined');
    }
  });

  it("date a seeded change by its record's stamps: a creation at its creation, an update at its last update", () => {
    const changes = records('auditlogs').filter((entry) => entry.action === 'create' || entry.action === 'update');
    expect(changes.length).toBeGreaterThan(5);
    for (const entry of changes) {
      const record = records(String(entry.collection)).find((candidate) => candidate._id === entry.entityId);
      expect(entry.ts, `${String(entry.collection)}/${String(entry.entityId)}`).toBe(
        entry.action === 'create' ? record?.createdAt : record?.updatedAt,
      );
    }
  });

  it("give seeded updates the record's values as their after, a different before, and no guest sign-ins", () => {
    const updates = records('auditlogs').filter((entry) => entry.changedValues !== undefined);
    expect(updates.length).toBeGreaterThan(3);
    for (const entry of updates) {
      const record = records(String(entry.collection)).find((candidate) => candidate._id === entry.entityId);
      const values = entry.changedValues as Record<string, { before?: unknown; after: unknown }>;
      for (const [field, { before, after }] of Object.entries(values)) {
        expect(entry.changedFields).toContain(field);
        expect(after, `${String(entry.collection)}.${field}`).toEqual(record?.[field]);
        expect(before).not.toEqual(after);
      }
    }
    const guest = byUsername('webusers', SEEDED_CREDENTIALS.webUsers.guest.username);
    const signIns = records('auditlogs').filter((entry) => entry.action === 'login');
    expect(signIns.length).toBeGreaterThan(5);
    expect(signIns.filter((entry) => entry.actorId === guest?._id)).toEqual([]);
  });

  it('give staff audit entries addresses of the office network and web users documentation addresses', () => {
    const entries = records('auditlogs');
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries)
      expect(String(entry.ip), String(entry.actorKind)).toMatch(
        entry.actorKind === 'admin' ? /^10\./ : /^203\.0\.113\./,
      );
  });
});
