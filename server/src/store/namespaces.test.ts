import { describe, expect, it } from 'vitest';
import { ApiError } from '../contract/api-error.ts';
import { DEFAULT_NAMESPACE, StateNamespaces } from './namespaces.ts';
import type { SeedSnapshot } from './state.ts';

// The template part is irrelevant here; an empty object stands in for it.
const seed = { node: { tags: [{ _id: 'a', name: 'Uno' }] }, template: {} } as unknown as SeedSnapshot;

function namespaces(idleTtlMs = 1000, maxNamespaces = 3) {
  let now = 0;
  const evictions: string[] = [];
  const store = new StateNamespaces(seed, {
    idleTtlMs,
    maxNamespaces,
    now: () => now,
    onEvict: (name) => evictions.push(name),
  });
  return { store, evictions, advance: (ms: number) => (now += ms) };
}

describe('StateNamespaces', () => {
  it('gives each name its own state over the seed, created on first use', () => {
    const { store } = namespaces();
    store.get('qa-1').node.tags?.insert({ _id: 'b', name: 'Dos' });
    expect(store.get('qa-1').node.tags?.size).toBe(2);
    expect(store.get('qa-2').node.tags?.size).toBe(1);
    expect(store.get(DEFAULT_NAMESPACE).node.tags?.size).toBe(1);
    expect(seed.node.tags).toHaveLength(1);
  });

  it('resets one namespace to the seed without touching the others', () => {
    const { store } = namespaces();
    store.get('qa-1').node.tags?.insert({ _id: 'b', name: 'Dos' });
    store.get('qa-2').node.tags?.insert({ _id: 'c', name: 'Tres' });
    store.reset('qa-1');
    expect(store.get('qa-1').node.tags?.size).toBe(1);
    expect(store.get('qa-2').node.tags?.size).toBe(2);
  });

  it('evicts namespaces idle for longer than the TTL, never the default one, and says so', () => {
    const { store, advance, evictions } = namespaces(1000);
    store.get(DEFAULT_NAMESPACE);
    store.get('idle');
    advance(1500);
    expect(store.open('fresh').status).toBe('created');
    expect(store.names()).toEqual([DEFAULT_NAMESPACE, 'fresh']);
    expect(evictions).toEqual(['idle']);
    expect(store.open('idle').status).toBe('recreated');
    expect(store.open('idle').status).toBe('existing');
  });

  it('never drops a live namespace: past the cap a new one is refused with 503', () => {
    const { store, advance } = namespaces(1_000_000, 3);
    for (const name of ['a', 'b', 'c']) {
      store.get(name);
      advance(1);
    }
    const refused = (() => {
      try {
        store.get('d');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'TOO_MANY_SESSIONS' });
    expect(store.names().sort()).toEqual(['a', 'b', 'c']);
  });
});
