// Unit tests of the template record helpers.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error.ts';
import { copyById, mergeById, removeById, sortedBy, unlinkId } from './list.ts';

const items = () => [
  { id: 'a', name: 'Beatriz', tags: ['x'], nested: { deep: 1 } },
  { id: 'b', name: 'Álvaro', tags: ['y'], nested: { deep: 2 } },
];

describe('mergeById', () => {
  it('replaces top-level keys whole and keeps the stored id', () => {
    const list = items();
    const merged = mergeById(list, 'a', { id: 'zzz', tags: [], nested: { deep: 9 } });
    expect(merged).toEqual({ id: 'a', name: 'Beatriz', tags: [], nested: { deep: 9 } });
    expect(list[0]).toEqual(merged);
  });

  it('answers null for an unknown id and changes nothing', () => {
    const list = items();
    expect(mergeById(list, 'nope', { name: 'X' })).toBeNull();
    expect(list).toEqual(items());
  });

  it('answers a copy, not the stored object', () => {
    const list = items();
    const merged = mergeById(list, 'a', { name: 'C' });
    merged?.tags.push('mutated');
    expect(list[0]?.tags).toEqual(['x']);
  });
});

describe('removeById', () => {
  it('removes and answers the item', () => {
    const list = items();
    expect(removeById(list, 'b', 'Thing').name).toBe('Álvaro');
    expect(list.map((item) => item.id)).toEqual(['a']);
  });

  it('throws a 404 for an unknown id and removes nothing (the template removed the last item)', () => {
    const list = items();
    expect(() => removeById(list, 'nope', 'Thing')).toThrowError(ApiError);
    try {
      removeById(list, 'nope', 'Thing');
    } catch (error) {
      expect((error as ApiError).statusCode).toBe(404);
      expect((error as ApiError).field).toBe('id');
    }
    expect(list).toHaveLength(2);
  });
});

describe('copyById and sortedBy', () => {
  it('answers null for an unknown id', () => {
    expect(copyById(items(), 'nope')).toBeNull();
  });

  it('sorts with localeCompare, so accented names sort with their base letter', () => {
    expect(sortedBy(items(), (item) => item.name).map((item) => item.name)).toEqual(['Álvaro', 'Beatriz']);
  });
});

describe('unlinkId', () => {
  it('unlinks every occurrence of an id', () => {
    const ids = ['a', 'b', 'a'];
    unlinkId(ids, 'a');
    expect(ids).toEqual(['b']);
  });
});
