import { describe, expect, it } from 'vitest';
import { mayOverflow, nonFinitePath } from './finite-json.ts';

describe('nonFinitePath', () => {
  it('names the first non-finite number by its dotted path', () => {
    expect(nonFinitePath(JSON.parse('{"a": 1, "b": {"c": [0, 1e309]}}'))).toBe('b.c.1');
    expect(nonFinitePath(JSON.parse('-1e309'))).toBe('');
  });

  it('finds nothing in finite data', () => {
    expect(nonFinitePath({ a: 1.5e308, b: ['1e309', null, true] })).toBeUndefined();
  });
});

describe('mayOverflow (the cheap test before the walk)', () => {
  it('flags every literal that JSON.parse turns into Infinity', () => {
    for (const text of ['1e309', '-2E+308', '1e0400', `${'9'.repeat(310)}`, `[${'1'.repeat(250)}e60]`]) {
      expect(Number.isFinite(JSON.parse(text.replace(/^\[|\]$/g, '')))).toBe(false);
      expect(mayOverflow(text)).toBe(true);
    }
  });

  it('lets ordinary bodies skip the walk', () => {
    expect(mayOverflow('{"a": 1.5e30, "b": [1, 2.25, -3e-400], "c": "2026-07-12T19:53:00.000Z"}')).toBe(false);
  });
});
