// Unit tests of the template record helpers.
import { describe, expect, it } from 'vitest';
import { mergeById, removeById, unlinkId } from './records.ts';

describe('record helpers', () => {
  it('merges shallowly, keeps the stored id, and answers null for an unknown id', () => {
    const items = [{ id: 'a', nested: { x: 1, y: 2 }, title: 't' }];
    expect(mergeById(items, 'a', { id: 'b', nested: { x: 3, y: 4 } })).toEqual({
      id: 'a',
      nested: { x: 3, y: 4 },
      title: 't',
    });
    expect(mergeById(items, 'zz', { title: 'x' })).toBeNull();
  });

  it('removes the record, or throws 404 without touching the others', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(() => removeById(items, 'zz', 'Thing')).toThrowError(expect.objectContaining({ statusCode: 404 }));
    expect(items).toHaveLength(2);
    removeById(items, 'a', 'Thing');
    expect(items).toEqual([{ id: 'b' }]);
  });

  it('unlinks every occurrence of an id', () => {
    const ids = ['a', 'b', 'a'];
    unlinkId(ids, 'a');
    expect(ids).toEqual(['b']);
  });
});
