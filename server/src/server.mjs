// The server's entry point: turns on Node's compile cache, then starts the server: from its bundle
// (server/dist, made by `npm run build`) when the bundle was built from the sources as they are now, else from
// the sources (start.ts). Plain JavaScript on purpose: with every module's stripped TypeScript and V8 code in
// the cache, Node never needs its TypeScript stripper (some 80 ms and 12 MiB to load) at all. The cache must be
// on before the app's modules are parsed, hence the dynamic imports.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { bundleStatus } from './bundle-stamp.mjs';

const root = join(import.meta.dirname, '..', '..');
enableCompileCache(join(root, 'node_modules', '.cache', 'node-compile-cache'));
const status = bundleStatus(root);
if (status === 'current') {
  await import('../dist/start.mjs');
} else {
  // A forgotten rebuild must not serve yesterday's code: say so, and run what was edited.
  if (status === 'stale')
    console.warn('server/dist is older than the sources: running the sources (npm run build makes a new bundle)');
  await import('./start.ts');
}
