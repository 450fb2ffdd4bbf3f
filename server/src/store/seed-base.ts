// The seed as every namespace shares it: frozen once, records indexed by `_id` per collection, so namespaces
// read through to it (copy-on-write) instead of each holding a deep copy. Freezing also turns any accidental
// write to shared seed data into an error that tests see, rather than a leak between namespaces.
import type { StoredRecord } from './collection.ts';

export type SeedBase = Readonly<Record<string, ReadonlyMap<string, Readonly<StoredRecord>>>>;

const bases = new WeakMap<object, SeedBase>();

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function seedBase(node: Record<string, StoredRecord[]>): SeedBase {
  let base = bases.get(node);
  if (base === undefined) {
    const maps: Record<string, ReadonlyMap<string, Readonly<StoredRecord>>> = Object.create(null);
    for (const [name, records] of Object.entries(node)) {
      maps[name] = new Map(records.map((record) => [record._id, deepFreeze(record)]));
    }
    base = Object.freeze(maps);
    bases.set(node, base);
  }
  return base;
}
