import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/load.ts';
import { buildSeed } from '../seed/index.ts';
import { Collection } from '../store/collection.ts';
import { type CollectionMeta, collectionOperations } from './collection-meta.ts';
import { assertNoCycle, assertNotReferenced, assertUnique, referrersByCollection, valuesAt } from './integrity.ts';

const metas = new Map<string, CollectionMeta>(
  collectionOperations(loadContract()).map(({ meta }) => [meta.name, meta] as const),
);
const seed = buildSeed({ seed: 20261122, now: new Date('2026-11-22T12:00:00Z') });
const collections = Object.fromEntries(
  Object.entries(seed.node).map(([name, records]) => [name, new Collection(records)] as const),
);

describe('the registry declarations', () => {
  it('declare the expected unique fields and references', () => {
    expect(metas.get('usuarios')?.unique).toEqual(['username', 'email']);
    expect(metas.get('webusers')?.unique).toEqual(['username', 'email']);
    expect(metas.get('projects')?.references).toContainEqual({ field: 'parentId', collection: 'projects', tree: true });
    expect(metas.get('reviewschemas')?.references).toContainEqual({
      field: 'factors.factorId',
      collection: 'c2qfactors',
      tree: false,
    });
    expect(referrersByCollection(metas.values()).get('terminos')).toEqual([
      { collection: 'terminos', field: 'broaderId' },
      { collection: 'terminos', field: 'related' },
    ]);
  });
});

describe('the seed satisfies the registry declarations', () => {
  for (const meta of metas.values()) {
    const collection = collections[meta.name] ?? new Collection();
    it(`${meta.name}: unique fields are unique`, () => {
      for (const record of collection.values())
        expect(() => assertUnique(collection, meta, record, record._id)).not.toThrow();
    });
    it(`${meta.name}: every reference names an existing record`, () => {
      const dangling = meta.references.flatMap((reference) =>
        [...collection.values()].flatMap((record) =>
          valuesAt(record, reference.field)
            .filter((value) => typeof value !== 'string' || collections[reference.collection]?.has(value) !== true)
            .map((value) => `${record._id}.${reference.field} = ${String(value)}`),
        ),
      );
      expect(dangling).toEqual([]);
    });
    it(`${meta.name}: parent chains do not loop`, () => {
      for (const record of collection.values())
        expect(() => assertNoCycle(collection, meta, record._id, record)).not.toThrow();
    });
  }
});

describe('integrity checks', () => {
  const terminos = metas.get('terminos') as CollectionMeta;
  const referrers = referrersByCollection(metas.values()).get('terminos') ?? [];

  it('valuesAt walks arrays of objects and skips empty values', () => {
    expect(
      valuesAt({ factors: [{ factorId: 'a' }, { factorId: null }, { factorId: 'b' }] }, 'factors.factorId'),
    ).toEqual(['a', 'b']);
    expect(valuesAt({ related: ['x', 'y'] }, 'related')).toEqual(['x', 'y']);
  });

  it('a broader term in use cannot be deleted; a leaf term can', () => {
    const broader = [...(collections.terminos?.values() ?? [])].find((term) =>
      [...(collections.terminos?.values() ?? [])].some((other) => other.broaderId === term._id),
    );
    expect(broader).toBeDefined();
    expect(() => assertNotReferenced(collections, referrers, terminos, String(broader?._id))).toThrow(/referenced/);
    expect(() => assertNotReferenced(collections, referrers, terminos, 'ffffffffffffffffffffffff')).not.toThrow();
  });
});
