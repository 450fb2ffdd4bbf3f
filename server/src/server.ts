// Starts the server: reads the configuration, builds the app, listens, and closes cleanly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`API docs at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/docs`);
