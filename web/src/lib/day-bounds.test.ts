import { describe, expect, it } from 'vitest';
import { dayBounds } from './day-bounds';

describe('dayBounds', () => {
  it('bounds whole local days, from the first instant of the first to the last of the last', () => {
    const { from, to } = dayBounds('2026-11-10', '2026-11-12');
    expect(new Date(from ?? '')).toEqual(new Date(2026, 10, 10, 0, 0, 0, 0));
    expect(new Date(to ?? '')).toEqual(new Date(2026, 10, 12, 23, 59, 59, 999));
  });

  it('leaves an open end out', () => {
    expect(Object.keys(dayBounds('2026-11-12', undefined))).toEqual(['from']);
    expect(Object.keys(dayBounds(undefined, '2026-11-12'))).toEqual(['to']);
    expect(dayBounds(undefined, undefined)).toEqual({});
  });
});
