// Starts the server: reads the configuration, builds the app, listens, and closes cleanly.
import { flushCompileCache } from 'node:module';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loadSeedSnapshot } from './seed/snapshot-cache.ts';

const config = loadConfig();
// A cached snapshot makes the start fast; tests build the app with a fresh seed instead (app.ts).
const app = await buildApp({ config, seed: await loadSeedSnapshot(config.seed, new Date(), config.seedCacheDir) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

const address = new URL(await app.listen({ port: config.port, host: config.host }));
// A parent that started this process with an IPC channel (the tests' local servers, on PORT=0) learns where it
// listens: a port picked beforehand could be handed to another process before this one took it.
process.send?.({ listening: address.origin });
// Every module of the start is loaded by now: write the compile cache (server.mjs) for the next start.
flushCompileCache();
if (config.host === '0.0.0.0') address.hostname = 'localhost';
app.log.info(`API docs at ${address.origin}/docs`);
