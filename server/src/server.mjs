// The server's entry point: turns on Node's compile cache, then starts the server (start.ts). Plain
// JavaScript on purpose: with every module's stripped TypeScript and V8 code in the cache, Node never needs
// its TypeScript stripper (some 80 ms and 12 MiB to load) at all. The cache must be on before the app's
// modules are parsed, hence the dynamic import.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

enableCompileCache(join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'node-compile-cache'));
await import('./start.ts');
