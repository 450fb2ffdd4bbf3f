// Serves the built web app (web/dist) on the API's port; deep links fall back to index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the web app is served (its index.html answers deep links). */
    servesWebApp: boolean;
  }
}

export default fp(
  async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
    const root = webDist ?? DEFAULT_WEB_DIST;
    const enabled = existsSync(join(root, 'index.html'));
    app.decorate('servesWebApp', enabled);
    if (!enabled) {
      app.log.info(`no web app at ${root}; serving the API and docs only`);
      return;
    }
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'], maxAge: '1h' });
  },
  { name: 'web-app' },
);
