// The one generic in-memory store behind every /api/node collection: records by `_id`,
// kept in insertion order, always handed out as copies so callers never alias stored data.
export interface StoredRecord {
  _id: string;
  [field: string]: unknown;
}

export class Collection<T extends StoredRecord = StoredRecord> {
  private readonly records: Map<string, T>;

  constructor(records: Iterable<T> = []) {
    this.records = new Map();
    for (const record of records) this.records.set(record._id, record);
  }

  get size(): number {
    return this.records.size;
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  /** Live read-only view for filtering; copy before returning to a caller. */
  values(): IterableIterator<T> {
    return this.records.values();
  }

  all(): T[] {
    return Array.from(this.records.values(), (record) => structuredClone(record));
  }

  get(id: string): T | undefined {
    const record = this.records.get(id);
    return record === undefined ? undefined : structuredClone(record);
  }

  /** Uncopied record for hot read paths whose result is serialised straight away. */
  peek(id: string): Readonly<T> | undefined {
    return this.records.get(id);
  }

  insert(record: T): T {
    this.records.set(record._id, structuredClone(record));
    return structuredClone(record);
  }

  /** Shallow merge of top-level fields; `_id` never changes. */
  merge(id: string, changes: Partial<T>): T | undefined {
    const current = this.records.get(id);
    if (current === undefined) return undefined;
    const next = { ...current, ...structuredClone(changes), _id: current._id } as T;
    this.records.set(id, next);
    return structuredClone(next);
  }

  remove(id: string): T | undefined {
    const current = this.records.get(id);
    if (current === undefined) return undefined;
    this.records.delete(id);
    return current;
  }
}
