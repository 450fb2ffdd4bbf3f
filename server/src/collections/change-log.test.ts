import { describe, expect, it } from 'vitest';
import { changedFields, changedValues } from './change-log.ts';

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

describe('changedValues', () => {
  const meta = { writeOnly: ['password'] };
  const current = { _id: 'a', status: 'todo', password: 'hash-1', notes: 'x'.repeat(1200), tags: ['obra'] };

  it('keeps each changed field before and after, a field the record did not have with no before', () => {
    expect(
      changedValues(meta, current, { status: 'done', tags: ['obra', 'lote'], dueDate: '2026-12-01' }, [
        'status',
        'tags',
        'dueDate',
      ]),
    ).toEqual({
      status: { before: 'todo', after: 'done' },
      tags: { before: ['obra'], after: ['obra', 'lote'] },
      dueDate: { after: '2026-12-01' },
    });
  });

  it('keeps no value of a write-only field, nor one longer than 1000 characters as JSON, before or after', () => {
    expect(
      changedValues(meta, current, { password: 'hash-2', notes: 'corta', status: 'y'.repeat(1001) }, [
        'password',
        'notes',
        'status',
      ]),
    ).toEqual({});
  });

  it('keeps a copy: a later change to the value sent does not reach the entry', () => {
    const sent = { tags: ['obra', 'lote'] };
    const values = changedValues(meta, current, sent, ['tags']);
    sent.tags.push('pliego');
    expect(values.tags?.after).toEqual(['obra', 'lote']);
  });
});
