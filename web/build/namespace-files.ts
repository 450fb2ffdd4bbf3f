// Vite plugin: a locale file imported with `?namespace-file` is a module of its own, apart from the same file imported
// plainly. The language bundles import every namespace plainly (one chunk per language); a screen that waits for a
// few namespaces imports each with the query (src/lib/i18n/language-bundles.ts), one small chunk each. Imported both
// ways under one name, a file would be split out of the bundle, and the bundle would be a file per namespace. The
// bundler's JSON support does not take a query, so this loads the file as the module that exports it.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

export const namespaceFileQuery = '?namespace-file';

export function namespaceFiles(): Plugin {
  return {
    name: 'namespace-files',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.json${namespaceFileQuery}`)) return null;
      const path = id.slice(0, -namespaceFileQuery.length);
      this.addWatchFile(path);
      // Parsed first: a malformed file fails here, with its name, not as a syntax error of generated code.
      const words: unknown = JSON.parse(await readFile(path, 'utf8'));
      return { code: `export default ${JSON.stringify(words)};`, moduleType: 'js' };
    },
  };
}
