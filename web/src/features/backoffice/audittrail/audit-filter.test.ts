import type { AuditLog } from '@api/model';
import { describe, expect, it } from 'vitest';
import { auditPageSize, inDateRange, pageOf } from './audit-filter';

const entry = (id: string, ts: Date): AuditLog => ({
  _id: id,
  ts: ts.toISOString(),
  actorId: 'a'.repeat(24),
  actorKind: 'admin',
  action: 'update',
});

describe('inDateRange', () => {
  const entries = [
    entry('before', new Date(2026, 10, 9, 23, 59)),
    entry('first', new Date(2026, 10, 10, 0, 0)),
    entry('last', new Date(2026, 10, 12, 23, 59)),
    entry('after', new Date(2026, 10, 13, 0, 1)),
  ];

  it('keeps whole days from the first to the last', () => {
    expect(inDateRange(entries, '2026-11-10', '2026-11-12').map((e) => e._id)).toEqual(['first', 'last']);
  });

  it('leaves an open end open', () => {
    expect(inDateRange(entries, '2026-11-12', undefined).map((e) => e._id)).toEqual(['last', 'after']);
    expect(inDateRange(entries, undefined, undefined)).toHaveLength(4);
  });
});

describe('pageOf', () => {
  it('cuts pages and keeps a page past the end on the last one', () => {
    const numbers = Array.from({ length: auditPageSize + 3 }, (_, index) => index);
    expect(pageOf(numbers, 2)).toEqual({ items: [20, 21, 22], totalPages: 2 });
    expect(pageOf(numbers, 9).items).toEqual([20, 21, 22]);
    expect(pageOf([], 1)).toEqual({ items: [], totalPages: 1 });
  });
});
