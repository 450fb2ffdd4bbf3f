import { describe, expect, it } from 'vitest';
import { movedByOne, neighbours } from './move-by-one';

describe('moving by one place', () => {
  it('moves an item back or forward, and not past either end', () => {
    expect(movedByOne(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedByOne(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedByOne(['a', 'b', 'c'], 0, -1)).toBeUndefined();
    expect(movedByOne(['a', 'b', 'c'], 2, 1)).toBeUndefined();
    expect(movedByOne(['a'], -1, 1)).toBeUndefined();
  });

  it('tells which neighbours an item has', () => {
    expect(neighbours(0, 3)).toEqual({ before: false, after: true });
    expect(neighbours(1, 3)).toEqual({ before: true, after: true });
    expect(neighbours(2, 3)).toEqual({ before: true, after: false });
    expect(neighbours(-1, 3)).toEqual({ before: false, after: false });
  });
});
