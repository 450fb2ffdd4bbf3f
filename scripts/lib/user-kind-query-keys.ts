// Puts the user kind into every generated query key, second after the URL: `[url, 'admin' | 'web', ...params]`.
// Staff and web sessions then never share a cache entry (the same URL answers differently per kind: owner
// scoping). Orval's queryKey/queryOptions mutators are never given the request options, where the kind
// travels, so this small rewrite of Orval's output is the one place that does it:
// - `getXxxQueryKey(..., asUser = 'admin')`: existing staff callers keep exact and prefix matches;
// - `getXxxQueryOptions(..., { request })` keys by `userKindOf(request)`, the rule the seam's token uses.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The first key item is the URL, after the method for POST reads (`'POST', `url``).
const KEY_FUNCTION =
  /export const (get\w+QueryKey) = \(([^)]*)\) => \{\n(\s*)return \[\n(\s*)((?:'[A-Z]+', )?`[^`]*`)/g;
const KEY_LINE = /const queryKey = +queryOptions\?\.queryKey \?\? (get\w+QueryKey)\(([^)]*)\);/g;
const SEAM_IMPORT = "import { httpClient } from '../../../http/client.ts';";

/** Rewrites one generated endpoints file; returns the new text and how many key functions it changed. */
export function addUserKind(source: string): { text: string; keys: number } {
  let keys = 0;
  let text = source.replace(
    KEY_FUNCTION,
    (_match, name: string, params: string, indent: string, itemIndent: string, url: string) => {
      keys += 1;
      const before =
        params.trim() === '' ? '' : params.trimEnd().endsWith(',') ? `${params.trimEnd()} ` : `${params}, `;
      return `export const ${name} = (${before}asUser: UserKind = 'admin') => {\n${indent}return [\n${itemIndent}${url}, asUser`;
    },
  );
  text = text.replace(KEY_LINE, (_line, name: string, args: string) => {
    const rest = args.trim() === '' ? '' : `${args}, `;
    return `const queryKey = queryOptions?.queryKey ?? ${name}(${rest}userKindOf(requestOptions));`;
  });
  if (keys === 0) return { text: source, keys };
  if (!text.includes(SEAM_IMPORT)) throw new Error('generated endpoints file without the seam import');
  const seam =
    "import { httpClient, userKindOf } from '../../../http/client.ts';\nimport type { UserKind } from '../../../http/client.ts';";
  return { text: text.replace(SEAM_IMPORT, seam), keys };
}

/** Applies addUserKind to every file under the Orval endpoints folder; returns the number of keys changed. */
export function addUserKindToQueryKeys(endpointsDir: string): number {
  let total = 0;
  for (const entry of readdirSync(endpointsDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const { text, keys } = addUserKind(readFileSync(file, 'utf8'));
    if (keys > 0) writeFileSync(file, text);
    total += keys;
  }
  return total;
}
