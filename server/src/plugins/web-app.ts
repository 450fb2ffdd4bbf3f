// Serves the built web app (web/dist) on the API's port; deep links fall back to index.html.
// Content-hashed files under /assets are cached for a year as immutable; index.html and other unhashed
// files are revalidated on every load (no-cache), so a new deployment is picked up at once. The build
// writes .br/.gz copies next to each text file (web/build/precompress.ts): they are sent as they are.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Vite names every file under assets/ after a hash of its content. */
const isHashed = (path: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/.test(path);

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
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One catch-all route that looks files up when asked, rather than a route per file found at start
      // (hundreds with the .br/.gz copies: 80 ms and 12 MiB of the start). Misses go to not-found.ts.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', isHashed(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  },
  { name: 'web-app' },
);
