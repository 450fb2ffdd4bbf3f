// The one generic in-memory store behind every /api/node collection: records by `_id`, kept in insertion
// order, always handed out as copies so callers never alias stored data. Copy-on-write: a namespace's
// collection reads through to the seed's frozen records (shared by every namespace) and keeps only what it
// changed, so a namespace costs what it changes, not a copy of the seed.
import { copyData } from './copy.ts';

export interface StoredRecord {
  _id: string;
  [field: string]: unknown;
}

const REMOVED = Symbol('removed');
type Change<T> = T | typeof REMOVED;

export class Collection<T extends StoredRecord = StoredRecord> {
  /** The seed's records (frozen, shared); never written. */
  private readonly base: ReadonlyMap<string, Readonly<T>>;
  /** What this collection changed: new or replaced records, and removed seed records. */
  private readonly changes = new Map<string, Change<T>>();
  private count: number;
  /** Grows with every write: what was worked out from the records (a sorted order) holds while it stays. */
  private revision = 0;

  constructor(records: Iterable<T> = [], base: ReadonlyMap<string, Readonly<T>> = new Map()) {
    this.base = base;
    this.count = base.size;
    for (const record of records) {
      if (!this.has(record._id)) this.count += 1;
      this.changes.set(record._id, record);
    }
  }

  private current(id: string): Readonly<T> | undefined {
    const change = this.changes.get(id);
    if (change === REMOVED) return undefined;
    return change ?? this.base.get(id);
  }

  get size(): number {
    return this.count;
  }

  get version(): number {
    return this.revision;
  }

  has(id: string): boolean {
    return this.current(id) !== undefined;
  }

  /** Live read-only view for filtering, in insertion order; copy before returning to a caller. */
  *values(): IterableIterator<Readonly<T>> {
    for (const [id, record] of this.base) {
      const change = this.changes.get(id);
      if (change !== REMOVED) yield change ?? record;
    }
    for (const [id, change] of this.changes) {
      if (change !== REMOVED && !this.base.has(id)) yield change;
    }
  }

  all(): T[] {
    return Array.from(this.values(), (record) => copyData(record) as T);
  }

  get(id: string): T | undefined {
    const record = this.current(id);
    return record === undefined ? undefined : (copyData(record) as T);
  }

  /** Uncopied record for hot read paths whose result is serialised straight away. */
  peek(id: string): Readonly<T> | undefined {
    return this.current(id);
  }

  /** Stores a copy; the caller keeps its own record (which aliases nothing stored) as the answer. */
  insert(record: T): T {
    this.revision += 1;
    if (!this.has(record._id)) this.count += 1;
    this.changes.set(record._id, copyData(record));
    return record;
  }

  /**
   * Stores the record itself, uncopied: for a record made for this write alone, which nothing else holds. The caller
   * may answer with it (answers are serialised at once) but never changes it after.
   */
  adopt(record: T): T {
    this.revision += 1;
    if (!this.has(record._id)) this.count += 1;
    this.changes.set(record._id, record);
    return record;
  }

  /** Shallow merge of top-level fields, `unset` ones removed; `_id` never changes. */
  merge(id: string, changes: Partial<T>, unset: readonly string[] = []): T | undefined {
    const current = this.current(id);
    if (current === undefined) return undefined;
    this.revision += 1;
    const next = { ...current, ...copyData(changes), _id: current._id } as T;
    for (const field of unset) if (field !== '_id') delete (next as Record<string, unknown>)[field];
    this.changes.set(id, next);
    return copyData(next);
  }

  remove(id: string): T | undefined {
    const current = this.current(id);
    if (current === undefined) return undefined;
    this.revision += 1;
    if (this.base.has(id)) this.changes.set(id, REMOVED);
    else this.changes.delete(id);
    this.count -= 1;
    return copyData(current) as T;
  }

  /** How many records this collection holds apart from the shared seed (for memory reports). */
  get changedCount(): number {
    return this.changes.size;
  }
}
