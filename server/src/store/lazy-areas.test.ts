import { describe, expect, it } from 'vitest';
import { lazyAreas } from './lazy-areas.ts';

describe('lazyAreas', () => {
  it('copies an area from the seed on first use only, leaving the seed and other namespaces alone', () => {
    const seed = { notes: [{ id: 1 }], tasks: [{ id: 2 }] };
    const one = lazyAreas(seed);
    const two = lazyAreas(seed);
    one.notes.push({ id: 3 });
    expect(one.notes).toHaveLength(2);
    expect(one.notes).toBe(one.notes);
    expect(two.notes).toHaveLength(1);
    expect(seed.notes).toHaveLength(1);
  });

  it('takes a whole new area when a handler replaces it', () => {
    const state = lazyAreas({ tasks: [{ id: 1 }] });
    state.tasks = [];
    expect(state.tasks).toEqual([]);
    expect(Object.keys(state)).toEqual(['tasks']);
  });
});
