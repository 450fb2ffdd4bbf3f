import { describe, expect, it } from 'vitest';
import { tickedIds } from './ticked-ids';

describe('tickedIds', () => {
  it('adds or takes away the rows ticked at once, and leaves the selection it was given as it was', () => {
    const selected = new Set(['a', 'b']);
    expect([...tickedIds(selected, ['c', 'a'], true)]).toEqual(['a', 'b', 'c']);
    expect([...tickedIds(selected, ['a', 'z'], false)]).toEqual(['b']);
    expect([...selected]).toEqual(['a', 'b']);
  });
});
