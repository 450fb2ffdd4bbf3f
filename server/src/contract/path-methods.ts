// The contract's paths as matchers of addresses, with the methods each takes: what a 405 names in Allow
// (not-found.ts) and what a plain OPTIONS answers (cors.ts).
import { listOperations, type OpenApiDocument } from './load.ts';

/** A contract path as a matcher of addresses, with the methods it takes. */
export interface PathMethods {
  path: string;
  pattern: RegExp;
  parameters: number;
  methods: string[];
}

export function pathMethods(document: OpenApiDocument): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path, operation } of listOperations(document)) {
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    // Every GET answers HEAD (head-as-get.ts), save those that change state.
    if (method === 'get' && operation['x-changes-state'] !== true) methods.add('HEAD');
    byPath.set(path, methods);
  }
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return [...byPath].map(([path, methods]) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameters: (path.match(/\{/g) ?? []).length,
    // Every path answers OPTIONS: a CORS preflight, or the methods it takes (cors.ts).
    methods: [...order.filter((method) => methods.has(method)), 'OPTIONS'],
  }));
}

/** The contract path an address is, when it is one: a static one before one with parameters, as the router does. */
export function resourceOf(paths: readonly PathMethods[], address: string): PathMethods | undefined {
  const path = address.length > 1 ? address.replace(/\/+$/, '') : address;
  return paths.filter((candidate) => candidate.pattern.test(path)).sort((a, b) => a.parameters - b.parameters)[0];
}
