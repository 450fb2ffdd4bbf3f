import { describe, expect, it } from 'vitest';
import { changedFields } from './change-log.ts';

describe('changedFields', () => {
  const current = { _id: 'a', title: 'Pliego', tags: ['obra', 'lote'], budget: { amount: 10, currency: 'EUR' } };

  it('names the fields whose values differ, in the order sent, nested values compared whole', () => {
    expect(
      changedFields(current, {
        budget: { amount: 12, currency: 'EUR' },
        title: 'Pliego',
        tags: ['obra', 'lote'],
        status: 'open',
      }),
    ).toEqual(['budget', 'status']);
  });

  it('leaves out the version stamp a write always sets', () => {
    expect(changedFields(current, { title: 'Pliego', updatedAt: '2026-11-30T10:00:00.000Z' })).toEqual([]);
  });
});
