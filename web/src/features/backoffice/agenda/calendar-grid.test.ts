import { describe, expect, it } from 'vitest';
import { agendaSlug, entriesByDay, monthGrid, shiftDay, weekDays } from './calendar-grid';

describe('monthGrid', () => {
  it('covers November 2026 in whole weeks from Monday 26 October to Sunday 6 December', () => {
    const weeks = monthGrid('2026-11-15');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks[5]?.[6]).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February that starts on Monday', () => {
    expect(monthGrid('2027-02-10')).toHaveLength(4);
  });
});

describe('weekDays', () => {
  it('runs from the Monday to the Sunday of the day’s week', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});

describe('shiftDay', () => {
  it('moves by a month or a week', () => {
    expect(shiftDay('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-23', 'week', -1)).toBe('2026-11-16');
  });
});

describe('entriesByDay', () => {
  it('groups entries by the local day they start, in start order', () => {
    const days = entriesByDay([
      { id: 'b', startsAt: new Date(2026, 10, 24, 12).toISOString() },
      { id: 'a', startsAt: new Date(2026, 10, 24, 9).toISOString() },
      { id: 'c', startsAt: new Date(2026, 10, 25, 9).toISOString() },
    ]);
    expect(days.get('2026-11-24')?.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(days.get('2026-11-25')).toHaveLength(1);
  });
});

describe('agendaSlug', () => {
  it('matches the contract’s slug pattern', () => {
    const slug = agendaSlug('Mesa de contratación: ¡apertura! ', '2026-11-24');
    expect(slug).toBe('mesa-de-contratacion-apertura-2026-11-24');
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
