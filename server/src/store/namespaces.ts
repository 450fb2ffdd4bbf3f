// State namespaces: a header names an isolated copy of the seeded state, created on first
// use and evicted when idle, so parallel test runs and QA testers never see each other's writes.
import { createState, type MockState, type SeedSnapshot } from './state.ts';

export const DEFAULT_NAMESPACE = 'default';

interface Entry {
  state: MockState;
  lastUsed: number;
}

export interface NamespaceOptions {
  idleTtlMs: number;
  maxNamespaces: number;
  now?: () => number;
}

export class StateNamespaces {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly seed: SeedSnapshot;
  private readonly options: NamespaceOptions;

  constructor(seed: SeedSnapshot, options: NamespaceOptions) {
    this.seed = seed;
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get(name: string = DEFAULT_NAMESPACE): MockState {
    const now = this.now();
    let entry = this.entries.get(name);
    if (entry === undefined) {
      this.evict(now);
      entry = { state: createState(this.seed), lastUsed: now };
      this.entries.set(name, entry);
    } else {
      // Re-insert to keep the map ordered from least to most recently used.
      this.entries.delete(name);
      this.entries.set(name, entry);
      entry.lastUsed = now;
    }
    return entry.state;
  }

  reset(name: string = DEFAULT_NAMESPACE): MockState {
    const state = createState(this.seed);
    this.entries.delete(name);
    this.entries.set(name, { state, lastUsed: this.now() });
    return state;
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Drops idle namespaces (never the default) and, past the cap, the least recently used. */
  private evict(now: number): void {
    for (const [name, entry] of this.entries) {
      if (name !== DEFAULT_NAMESPACE && now - entry.lastUsed > this.options.idleTtlMs) {
        this.entries.delete(name);
      }
    }
    for (const name of this.entries.keys()) {
      if (this.entries.size < this.options.maxNamespaces) break;
      if (name !== DEFAULT_NAMESPACE) this.entries.delete(name);
    }
  }
}
