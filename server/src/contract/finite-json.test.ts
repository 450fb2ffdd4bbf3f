import { describe, expect, it } from 'vitest';
import { nonFinitePath } from './finite-json.ts';

describe('nonFinitePath', () => {
  it('names the first non-finite number by its dotted path', () => {
    expect(nonFinitePath(JSON.parse('{"a": 1, "b": {"c": [0, 1e309]}}'))).toBe('b.c.1');
    expect(nonFinitePath(JSON.parse('-1e309'))).toBe('');
  });

  it('finds nothing in finite data', () => {
    expect(nonFinitePath({ a: 1.5e308, b: ['1e309', null, true] })).toBeUndefined();
  });
});
