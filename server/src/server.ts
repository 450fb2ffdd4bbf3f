// The server's entry point: turns on Node's compile cache, then starts the server (start.ts).
// The cache keeps each module's stripped TypeScript and V8 code between starts (a third of the start's
// CPU). It must be on before the app's modules are parsed, hence the dynamic import below.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

enableCompileCache(join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'node-compile-cache'));
await import('./start.ts');
