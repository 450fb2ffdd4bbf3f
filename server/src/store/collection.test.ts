import { describe, expect, it } from 'vitest';
import { Collection, type StoredRecord } from './collection.ts';
import { deepFreeze } from './seed-base.ts';

const seedRecords = (): ReadonlyMap<string, Readonly<StoredRecord>> =>
  new Map(['a', 'b', 'c'].map((id) => [id, deepFreeze({ _id: id, name: id.toUpperCase(), tags: [id] })] as const));

describe('Collection over a shared seed (copy-on-write)', () => {
  it('reads the seed without copying it and keeps only its own changes', () => {
    const seed = seedRecords();
    const one = new Collection([], seed);
    const two = new Collection([], seed);
    one.merge('b', { name: 'Bravo' });
    one.insert({ _id: 'd', name: 'D' });
    one.remove('a');
    expect([...one.values()].map((record) => record._id)).toEqual(['b', 'c', 'd']);
    expect(one.get('b')?.name).toBe('Bravo');
    expect(one.size).toBe(3);
    expect(one.changedCount).toBe(3);
    expect([...two.values()].map((record) => record.name)).toEqual(['A', 'B', 'C']);
    expect(two.changedCount).toBe(0);
    expect(seed.get('b')?.name).toBe('B');
  });

  it('keeps insertion order: a replaced seed record stays in place, new ones follow', () => {
    const collection = new Collection([], seedRecords());
    collection.insert({ _id: 'z', name: 'Z' });
    collection.merge('a', { name: 'Alfa' });
    expect([...collection.values()].map((record) => record._id)).toEqual(['a', 'b', 'c', 'z']);
  });

  it('removes and re-inserts a seed record, counting it once', () => {
    const collection = new Collection([], seedRecords());
    expect(collection.remove('c')?.name).toBe('C');
    expect(collection.has('c')).toBe(false);
    expect(collection.remove('c')).toBeUndefined();
    collection.insert({ _id: 'c', name: 'Charlie' });
    expect(collection.size).toBe(3);
    expect(collection.get('c')?.name).toBe('Charlie');
  });

  it('counts each id once, however it was written before', () => {
    const collection = new Collection([], seedRecords());
    collection.insert({ _id: 'd', name: 'D' });
    collection.insert({ _id: 'd', name: 'Delta' });
    collection.adopt({ _id: 'd', name: 'Delta 2' });
    collection.insert({ _id: 'a', name: 'Alfa' });
    expect(collection.size).toBe(4);
    collection.remove('b');
    collection.remove('d');
    expect(collection.size).toBe(2);
    expect(collection.changedCount).toBe(2);
    collection.adopt({ _id: 'b', name: 'Bravo' });
    collection.adopt({ _id: 'd', name: 'D again' });
    expect(collection.size).toBe(4);
    expect([...collection.values()].map((record) => record.name)).toEqual(['Alfa', 'Bravo', 'C', 'D again']);
    const ownRecords = [
      { _id: 'a', name: 'Own A' },
      { _id: 'e', name: 'E' },
    ];
    expect(new Collection(ownRecords, seedRecords()).size).toBe(4);
  });

  it('hands out copies, never the frozen seed records', () => {
    const collection = new Collection([], seedRecords());
    const copy = collection.get('a') ?? { _id: 'missing', tags: [] };
    expect(Object.isFrozen(copy)).toBe(false);
    (copy.tags as string[]).push('x');
    expect(collection.get('a')?.tags).toEqual(['a']);
  });

  it('stores a copy of an inserted record: later changes to the record given are not stored', () => {
    const collection = new Collection([], seedRecords());
    const record: StoredRecord = { _id: 'n', tags: ['new'] };
    expect(collection.insert(record)).toBe(record);
    (record.tags as string[]).push('changed');
    expect(collection.get('n')?.tags).toEqual(['new']);
  });

  it('adopts a record made for the write as it is: stored uncopied, counted once, read back as a copy', () => {
    const collection = new Collection([], seedRecords());
    const record: StoredRecord = { _id: 'n', tags: ['new'] };
    expect(collection.adopt(record)).toBe(record);
    expect(collection.peek('n')).toBe(record);
    expect(collection.size).toBe(4);
    expect(collection.get('n')).not.toBe(record);
    expect(collection.get('n')).toEqual(record);
  });
});
