import { describe, expect, it } from 'vitest';
import { copyData } from './copy.ts';

describe('copyData', () => {
  it('copies nested objects and arrays, sharing nothing with the original', () => {
    const original = { _id: 'a', n: 1, ok: true, none: null, tags: ['x', { deep: [1, 2] }], meta: { at: 'now' } };
    const copy = copyData(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.tags).not.toBe(original.tags);
    expect(copy.tags[1]).not.toBe(original.tags[1]);
    expect(copy.meta).not.toBe(original.meta);
  });

  it('copies frozen seed records into writable ones', () => {
    const frozen = Object.freeze({ list: Object.freeze(['a']) });
    const copy = copyData(frozen);
    expect(Object.isFrozen(copy)).toBe(false);
    (copy.list as string[]).push('b');
    expect(frozen.list).toEqual(['a']);
  });
});
