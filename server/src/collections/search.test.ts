import { describe, expect, it } from 'vitest';
import type { CollectionMeta } from './collection-meta.ts';
import { search } from './search.ts';

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

  it('pages with totals', () => {
    const page = search(records, meta, { ...query, page: 1, size: 2 });
    expect(page).toMatchObject({ page: 1, size: 2, total: 3, totalPages: 2 });
    expect(page.items).toHaveLength(1);
  });
});
