// Restoring a change of a record's history writes back only what that change wrote and nothing changed since.
import { describe, expect, it } from 'vitest';
import { restorePlan } from './restore-change';

describe('restorePlan', () => {
  const updateFields = ['status', 'priority', 'dueDate', 'assigneeId'];

  it('puts back the values before of the fields that still hold the values the change wrote', () => {
    const record = { status: 'done', priority: 'urgent', dueDate: '2026-12-12T09:00:00.000Z' };
    const values = {
      status: { before: 'in-progress', after: 'done' },
      priority: { before: 'high', after: 'urgent' },
      dueDate: { before: '2026-12-09T08:15:00.000Z', after: '2026-12-10T08:15:00.000Z' },
    };
    expect(restorePlan(updateFields, record, values)).toEqual({
      data: { status: 'in-progress', priority: 'high' },
      changedSince: ['dueDate'],
    });
  });

  it('leaves a field the update cannot set, and one already back as it was', () => {
    const record = { status: 'in-progress', completedAt: '2026-11-30T10:00:00.000Z', notes: 'b' };
    const values = {
      completedAt: { after: '2026-11-30T10:00:00.000Z' },
      notes: { before: 'a', after: 'b' },
      status: { before: 'in-progress', after: 'done' },
    };
    expect(restorePlan(updateFields, record, values)).toEqual({ data: {}, changedSince: [] });
    expect(restorePlan(updateFields, record, undefined)).toEqual({ data: {}, changedSince: [] });
  });

  it('gives back a field the change emptied, and empties (null) one it filled that had no value before', () => {
    // The update removed assigneeId (logged as null after; the record has none) and set a due date it had not.
    const record = { status: 'done', dueDate: '2026-12-12T09:00:00.000Z' };
    const values = {
      assigneeId: { before: 'a'.repeat(24), after: null },
      dueDate: { after: '2026-12-12T09:00:00.000Z' },
    };
    expect(restorePlan(updateFields, record, values)).toEqual({
      data: { assigneeId: 'a'.repeat(24), dueDate: null },
      changedSince: [],
    });
    // Filled again since: left, and said.
    expect(restorePlan(updateFields, { ...record, assigneeId: 'b'.repeat(24) }, values)).toEqual({
      data: { dueDate: null },
      changedSince: ['assigneeId'],
    });
  });
});
