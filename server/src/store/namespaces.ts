// State namespaces: a header names an isolated state over the shared seed, created on first use. Only idle
// namespaces are evicted (after the idle TTL); a client whose namespace was evicted is told so on its next
// request (the namespace starts again from the seed), and when every slot holds a live namespace a new one is
// refused (503) rather than a live one dropped.
import { ApiError } from '../contract/api-error.ts';
import { createState, type MockState, type SeedSnapshot } from './state.ts';

export const DEFAULT_NAMESPACE = 'default';

/** How a request found its namespace: as it was, newly made, or made again after an eviction. */
export type NamespaceStatus = 'existing' | 'created' | 'recreated';

interface Entry {
  state: MockState;
  lastUsed: number;
}

export interface NamespaceOptions {
  idleTtlMs: number;
  maxNamespaces: number;
  now?: () => number;
  /** Told about every eviction (the server logs it). */
  onEvict?: (name: string, idleMs: number) => void;
}

/** Evicted names are remembered (a bounded list) so their clients can be told. */
const REMEMBERED_EVICTIONS = 10_000;

export class StateNamespaces {
  private readonly entries = new Map<string, Entry>();
  private readonly evicted = new Set<string>();
  private readonly now: () => number;
  private readonly seed: SeedSnapshot;
  private readonly options: NamespaceOptions;

  constructor(seed: SeedSnapshot, options: NamespaceOptions) {
    this.seed = seed;
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get(name: string = DEFAULT_NAMESPACE): MockState {
    return this.open(name).state;
  }

  /** The namespace's state, made from the seed if needed; refuses a new one when all slots are live. */
  open(name: string = DEFAULT_NAMESPACE): { state: MockState; status: NamespaceStatus } {
    const now = this.now();
    const entry = this.entries.get(name);
    if (entry !== undefined) {
      entry.lastUsed = now;
      return { state: entry.state, status: 'existing' };
    }
    this.evictIdle(now);
    if (this.entries.size >= this.options.maxNamespaces) {
      throw new ApiError(
        503,
        'TOO_MANY_SESSIONS',
        `All ${this.options.maxNamespaces} state namespaces are in use; try again once one has been idle for ${Math.ceil(this.options.idleTtlMs / 1000)} s`,
        'x-mock-session',
      );
    }
    const state = createState(this.seed);
    this.entries.set(name, { state, lastUsed: now });
    const wasEvicted = this.evicted.delete(name);
    return { state, status: wasEvicted ? 'recreated' : 'created' };
  }

  reset(name: string = DEFAULT_NAMESPACE): MockState {
    const state = createState(this.seed);
    this.entries.set(name, { state, lastUsed: this.now() });
    return state;
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Drops namespaces idle for longer than the TTL (never the default one). */
  private evictIdle(now: number): void {
    for (const [name, entry] of this.entries) {
      const idleMs = now - entry.lastUsed;
      if (name === DEFAULT_NAMESPACE || idleMs <= this.options.idleTtlMs) continue;
      this.entries.delete(name);
      if (this.evicted.size >= REMEMBERED_EVICTIONS) this.evicted.delete(this.evicted.values().next().value ?? '');
      this.evicted.add(name);
      this.options.onEvict?.(name, idleMs);
    }
  }
}
