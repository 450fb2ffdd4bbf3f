import { describe, expect, it } from 'vitest';
import { dayRange } from './audit-filter';

describe('dayRange', () => {
  it('bounds whole local days, from the first instant of the first to the last of the last', () => {
    const { tsFrom, tsTo } = dayRange('2026-11-10', '2026-11-12');
    expect(new Date(tsFrom ?? '')).toEqual(new Date(2026, 10, 10, 0, 0, 0, 0));
    expect(new Date(tsTo ?? '')).toEqual(new Date(2026, 10, 12, 23, 59, 59, 999));
  });

  it('leaves an open end out of the search', () => {
    expect(Object.keys(dayRange('2026-11-12', undefined))).toEqual(['tsFrom']);
    expect(Object.keys(dayRange(undefined, '2026-11-12'))).toEqual(['tsTo']);
    expect(dayRange(undefined, undefined)).toEqual({});
  });
});
