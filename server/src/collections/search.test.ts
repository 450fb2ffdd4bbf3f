import { describe, expect, it } from 'vitest';
import { Collection, type StoredRecord } from '../store/collection.ts';
import type { CollectionMeta } from './collection-meta.ts';
import { type SearchPage, type SearchQuery, search, searchCollection, sortedRecords } from './search.ts';

const meta: CollectionMeta = {
  name: 'posts',
  entity: 'Post',
  writeOnly: [],
  serverManaged: ['_id'],
  removable: new Set(),
  hasTimestamps: false,
  defaultSort: 'title',
  textFields: ['title'],
  webOwner: undefined,
  webModule: undefined,
  webVia: undefined,
  unique: [],
  references: [],
  names: [],
  fieldPaths: [],
  sortFields: [],
  filters: [
    { param: 'title', field: 'title', match: 'contains', schema: { type: 'string' } },
    { param: 'status', field: 'status', match: 'equals', schema: { type: 'string' } },
    { param: 'tags', field: 'tags', match: 'includes', schema: { type: 'string' } },
    { param: 'processcontext.targetId', field: 'processcontext.targetId', match: 'equals', schema: { type: 'string' } },
  ],
};

const records = [
  { _id: '1', title: 'Gestión de riesgos', status: 'published', tags: ['a'], processcontext: { targetId: 't1' } },
  { _id: '2', title: 'auditoría interna', status: 'draft', tags: ['b'], processcontext: { targetId: 't2' } },
  { _id: '3', title: 'Contratos menores', status: 'published', tags: ['a', 'b'], processcontext: { targetId: 't1' } },
];
const query = { page: 0, size: 10, sort: undefined, order: 'asc' as const, q: undefined, filters: {} };

describe('search', () => {
  it('matches text case- and accent-insensitively', () => {
    expect(search(records, meta, { ...query, filters: { title: 'GESTION' } }).items.map((r) => r._id)).toEqual(['1']);
    expect(search(records, meta, { ...query, q: 'auditoria' }).items.map((r) => r._id)).toEqual(['2']);
  });

  it('combines exact, membership and nested filters with AND', () => {
    const found = search(records, meta, {
      ...query,
      filters: { status: 'published', tags: 'b', 'processcontext.targetId': 't1' },
    });
    expect(found.items.map((r) => r._id)).toEqual(['3']);
  });

  it('sorts by the default field with Spanish collation, or the one asked, in either order', () => {
    expect(search(records, meta, query).items.map((r) => r._id)).toEqual(['2', '3', '1']);
    expect(search(records, meta, { ...query, sort: 'status', order: 'desc' }).items.map((r) => r.status)).toEqual([
      'published',
      'published',
      'draft',
    ]);
  });

  it('keeps records of equal values in the order they were stored, reversed when descending', () => {
    const ids = (order: 'asc' | 'desc') =>
      search(records, meta, { ...query, sort: 'status', order }).items.map((r) => r._id);
    expect(ids('asc')).toEqual(['2', '1', '3']);
    // "Latest first": the later of two records stored with the same value comes first.
    expect(ids('desc')).toEqual(['3', '1', '2']);
  });

  it('puts missing values (undefined or null alike) last in either order, in the order they were stored', () => {
    const sparse = [
      { _id: 'a', title: 'B' },
      { _id: 'b', title: null },
      { _id: 'c' },
      { _id: 'd', title: 'A' },
      { _id: 'e', title: null },
    ];
    const ids = (order: 'asc' | 'desc') => search(sparse, meta, { ...query, order }).items.map((r) => r._id);
    expect(ids('asc')).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(ids('desc')).toEqual(['a', 'd', 'b', 'c', 'e']);
  });

  it('pages with totals', () => {
    const page = search(records, meta, { ...query, page: 1, size: 2 });
    expect(page).toMatchObject({ page: 1, size: 2, total: 3, totalPages: 2 });
    expect(page.items).toHaveLength(1);
  });
});

describe('sortedRecords', () => {
  const many: StoredRecord[] = Array.from({ length: 40 }, (_, index) => ({
    _id: String(index),
    title: index % 7 === 0 ? undefined : `Expediente ${(index * 13) % 11}`,
    status: index % 3 === 0 ? 'draft' : index % 5 === 0 ? null : 'published',
  }));
  const idsOf = (page: SearchPage) => page.items.map((record) => record._id);

  it("gives a collection's search the pages a search that sorts what it finds gives, in every order and filter", () => {
    const collection = new Collection(many);
    // What a caller may not read is left out of both alike.
    const canRead = (record: StoredRecord) => record._id !== '4';
    for (const sort of ['title', 'status', '_id'])
      for (const order of ['asc', 'desc'] as const)
        for (const filters of [{}, { status: 'published' }, { title: 'expediente 3' }])
          for (const page of [0, 1]) {
            const asked: SearchQuery = { ...query, sort, order, filters, page, size: 7 };
            expect(idsOf(searchCollection(collection, meta, asked, { canRead })), `${sort} ${order}`).toEqual(
              idsOf(search(many.filter(canRead), meta, asked)),
            );
          }
    // Records picked by id are sorted as asked too.
    const picked = searchCollection(
      collection,
      meta,
      { ...query, sort: '_id', order: 'desc' },
      {
        ids: ['3', '12', '3', 'none'],
        canRead,
      },
    );
    expect(idsOf(picked)).toEqual(['12', '3']);
  });

  it('sorts once while the collection is unchanged, and again after each write', () => {
    const collection = new Collection(many.slice(0, 5));
    const first = sortedRecords(collection, 'title', 'asc');
    expect(sortedRecords(collection, 'title', 'asc')).toBe(first);
    collection.insert({ _id: 'new', title: 'Acta' });
    expect(sortedRecords(collection, 'title', 'asc')[0]?._id).toBe('new');
    collection.merge('new', { title: 'Zona' });
    expect(
      sortedRecords(collection, 'title', 'asc')
        .filter((r) => r.title !== undefined)
        .at(-1)?._id,
    ).toBe('new');
    collection.remove('new');
    expect(sortedRecords(collection, 'title', 'asc').map((r) => r._id)).not.toContain('new');
    expect(sortedRecords(collection, 'title', 'asc').map((r) => r._id)).toEqual(first.map((r) => r._id));
  });
});
